import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Named values as a two-column table, each name a row header (a product's specifications, an
 * account's details). Name the table with `aria-labelledby` or `aria-label`.
 */
export function DetailTable({ children, ...props }: Table.RootProps) {
  return (
    <Table.Root size="sm" {...props}>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.ColumnHeader
        scope="row"
        ps="0"
        w="40%"
        color="fg.muted"
        fontWeight="normal"
        verticalAlign="baseline"
      >
        {label}
      </Table.ColumnHeader>
      <Table.Cell pe="0" wordBreak="break-word" verticalAlign="baseline">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}
