import { LoadingScreen } from '../_components/layout/loading-screen';

export default function Loading() {
  return <LoadingScreen />;
}
