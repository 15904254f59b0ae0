// /memory (issue 30): the memory-verse review in the page shell, with the account button.
import { useEffect } from 'react';
import { AccountButton } from '../../features/auth/components/account-button.tsx';
import { MemoryPage } from '../../features/memory/components/memory-page.tsx';
import { PRODUCT_NAME } from '../../shared/constants.ts';
import { PageShell } from '../page-shell.tsx';

export function MemoryRoute() {
  useEffect(() => {
    document.title = `Memory Verses · ${PRODUCT_NAME}`;
  }, []);
  return (
    <PageShell account={<AccountButton />}>
      <MemoryPage />
    </PageShell>
  );
}
