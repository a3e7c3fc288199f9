import { LegacyRedirect } from '@/app/_components/legacy/legacy-redirect';

export default function LegacyContactPage() {
  return <LegacyRedirect path="/contact/" />;
}
