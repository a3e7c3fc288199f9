import { LegacyRedirect } from '../../_components/legacy/legacy-redirect';

export default function LegacyNotFoundPage() {
  return <LegacyRedirect path="/404/" />;
}
