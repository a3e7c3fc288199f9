import { LoadingScreen } from '@/app/_components/layout/loading-screen';

export default function Loading() {
  return <LoadingScreen />;
}
