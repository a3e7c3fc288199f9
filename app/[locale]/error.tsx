'use client';

import { useEffect } from 'react';
import { PageErrorMessage } from '@/app/_components/layout/page-error-message';

/** A page whose code or data failed to load. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  return <PageErrorMessage />;
}
