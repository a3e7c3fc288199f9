import { testPath } from '@/app/_addresses';
import { LegacyRedirect } from '@/app/_components/legacy/legacy-redirect';

export default function LegacyTestPage() {
  return <LegacyRedirect path={testPath} />;
}
