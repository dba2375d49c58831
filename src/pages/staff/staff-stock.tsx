import { chakra, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import * as v from 'valibot';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectIsSubmitting,
  selectResult,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { restockSchema, type RestockReceipt } from '#shop-api/restock.ts';
import { inspect } from '#src/actors/inspect.ts';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { TextField } from '#src/components/form/text-field.tsx';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { isStaffRefusal, NotStaffNotice, StaffPage } from '#src/features/staff/staff-page.tsx';
import { NativeSelect } from '#src/components/ui/native-select.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { staffStockText as text } from '#src/features/staff/text.ts';
import { useForm } from '#src/forms/use-form.ts';
import { required, type Rule } from '#src/forms/validation.ts';
import { useStaffServer } from '#src/features/staff/server.ts';
import { useStaffProducts } from '#src/features/staff/use-staff-products.ts';
import type { StaffProduct } from '#shop-api/staff-products.ts';

/** The server's own rule for a quantity (shop-api's `restockSchema`), on what was typed. */
const restockQuantity: Rule<string> = (value) => {
  const checked = v.safeParse(restockSchema, { quantity: Number(value.trim()) });
  return checked.success ? null : (checked.issues[0]?.message ?? null);
};

const restockForm = {
  productId: { label: text.product, rules: [required] },
  quantity: { label: text.quantity, rules: [required, restockQuantity] },
};

/**
 * The staff's restock (`/staff/stock`, docs/decisions/0029-back-in-stock-alerts.md): a product
 * and how many arrived; the server adds them and, from sold out, e-mails the shoppers waiting
 * for it. The page says what the server answered, no more: the stock now and how many are being
 * e-mailed. The form keeps what was typed, whatever the answer.
 */
export function StaffStockPage() {
  return (
    <StaffPage title={text.title} description={text.description}>
      <Restock />
    </StaffPage>
  );
}

/** The products on sale, sold-out ones first (what a restock is for), each group by name. */
const restockable = (products: readonly StaffProduct[]) =>
  products
    .filter((product) => product.sold)
    .map(({ id, name, stock }) => ({ id, name, soldOut: stock === 0 }))
    .sort((a, b) => Number(b.soldOut) - Number(a.soldOut) || a.name.localeCompare(b.name));

/** The form once the server has named the products; a refusal says why, as the form does. */
function Restock() {
  const products = useStaffProducts();
  if (products.status === 'loading') {
    return <Skeleton h="40" aria-busy="true" aria-label={text.loadingProducts} />;
  }
  if (products.status === 'failed') {
    return isStaffRefusal(products.error) ? (
      <NotStaffNotice />
    ) : (
      <Notice status="error" title={text.productsFailed}>
        {failureMessage(products.error)}
      </Notice>
    );
  }
  return <RestockForm names={products.names} products={restockable(products.products)} />;
}

function RestockForm({
  names,
  products,
}: {
  names: Readonly<Record<string, string>>;
  products: { id: string; name: string; soldOut: boolean }[];
}) {
  const server = useStaffServer();
  const selectId = useId();
  const formTitleId = useId();
  const form = useForm(restockForm, { productId: products[0]?.id ?? '', quantity: '' });
  const [snapshot, send] = useMachine(
    submissionOf(
      ({ productId = '', quantity = '' }) => server.restockProduct(productId, Number(quantity)),
      { minimumWait: 0 },
    ),
    { inspect, systemId: 'restock' },
  );
  const receipt = selectResult(snapshot) as RestockReceipt | null;
  const error = selectSubmitError(snapshot);

  if (isStaffRefusal(error)) return <NotStaffNotice />;
  const groups = [
    { label: text.soldOut, products: products.filter((product) => product.soldOut) },
    { label: text.inStock, products: products.filter((product) => !product.soldOut) },
  ];
  return (
    <chakra.form
      noValidate
      aria-labelledby={formTitleId}
      maxW="xl"
      onSubmit={form.handleSubmit(({ productId, quantity }) =>
        send({ type: 'submission.submit', values: { productId, quantity: quantity.trim() } }),
      )}
    >
      <Stack gap="5">
        <chakra.h2 id={formTitleId} textStyle="lg" fontWeight="semibold">
          {text.formTitle}
        </chakra.h2>
        <Stack gap="1.5">
          <chakra.label htmlFor={selectId} fontWeight="medium" textStyle="sm">
            {text.product}
          </chakra.label>
          <NativeSelect
            id={selectId}
            aria-describedby={`${selectId}-help`}
            value={form.values.productId}
            onChange={(event) => form.setValue('productId', event.currentTarget.value)}
          >
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {`${product.name} (${product.id})`}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
          <Text id={`${selectId}-help`} textStyle="sm" color="fg.muted">
            {text.productHelp}
          </Text>
        </Stack>
        <TextField
          {...form.textField('quantity')}
          helperText={text.quantityHelp}
          inputMode="numeric"
          autoComplete="off"
          maxW="40"
          required
        />
        {receipt && (
          <Notice status="success" title={text.done}>
            {text.receipt(names[receipt.productId] ?? receipt.productId, receipt.stock)}{' '}
            {text.notified(receipt.notified)}
          </Notice>
        )}
        {error !== null && (
          <Notice status="error" title={text.failed}>
            {failureMessage(error)}
          </Notice>
        )}
        <SubmitButton
          busy={selectIsSubmitting(snapshot)}
          busyText={text.sending}
          alignSelf="flex-start"
        >
          {text.submit}
        </SubmitButton>
      </Stack>
    </chakra.form>
  );
}
