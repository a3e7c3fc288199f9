import { contactPath } from '@/app/_addresses';
import { LegacyRedirect } from '@/app/_components/legacy/legacy-redirect';

export default function LegacyContactPage() {
  return <LegacyRedirect path={contactPath} />;
}
