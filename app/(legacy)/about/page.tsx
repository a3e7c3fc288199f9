import { aboutPath } from '@/app/_addresses';
import { LegacyRedirect } from '@/app/_components/legacy/legacy-redirect';

export default function LegacyAboutPage() {
  return <LegacyRedirect path={aboutPath} />;
}
