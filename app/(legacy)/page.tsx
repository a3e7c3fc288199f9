import { homePath } from '@/app/_addresses';
import { LegacyRedirect } from '@/app/_components/legacy/legacy-redirect';

export default function LegacyHomePage() {
  return <LegacyRedirect path={homePath} />;
}
