import { chakra, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectIsSubmitting,
  selectResult,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { restockSchema, type RestockReceipt } from '#shop-api/staff-stock.ts';
import { inspect } from '#src/actors/inspect.ts';
import { TextField } from '#src/components/form/text-field.tsx';
import { isStaffRefusal, NotStaffNotice, StaffPage } from '#src/features/staff/staff-page.tsx';
import { staffStockText as text } from '#src/features/staff/text.ts';
import { typedRule } from '#src/forms/contract-rules.ts';
import { useForm } from '#src/forms/use-form.ts';
import { required } from '#src/forms/validation.ts';
import { useStaffServer } from '#src/features/staff/server.ts';
import { StaffProductChoice } from '#src/features/staff/staff-product-choice.tsx';
import { WithStaffProducts } from '#src/features/staff/with-staff-products.tsx';
import { StaffFormEnd } from '#src/features/staff/staff-form-end.tsx';
import type { StaffProduct } from '#shop-api/staff-products.ts';

const restockForm = {
  productId: { label: text.product, rules: [required] },
  // The server's own rule for a quantity (shop-api's `restockSchema`), on what was typed.
  quantity: {
    label: text.quantity,
    rules: [required, typedRule(restockSchema.entries.quantity, (typed) => Number(typed.trim()))],
  },
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
  return (
    <WithStaffProducts loadingLabel={text.loadingProducts} failedTitle={text.productsFailed}>
      {(products) => (
        <RestockForm names={products.names} products={restockable(products.products)} />
      )}
    </WithStaffProducts>
  );
}

function RestockForm({
  names,
  products,
}: {
  names: Readonly<Record<string, string>>;
  products: { id: string; name: string; soldOut: boolean }[];
}) {
  const server = useStaffServer();
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
        <StaffProductChoice
          label={text.product}
          help={text.productHelp}
          groups={groups}
          value={form.values.productId}
          onChange={(productId) => form.setValue('productId', productId)}
        />
        <TextField
          {...form.textField('quantity')}
          helperText={text.quantityHelp}
          inputMode="numeric"
          autoComplete="off"
          maxW="40"
          required
        />
        <StaffFormEnd
          text={text}
          done={
            receipt && (
              <>
                {text.receipt(names[receipt.productId] ?? receipt.productId, receipt.stock)}{' '}
                {text.notified(receipt.notified)}
              </>
            )
          }
          error={error}
          busy={selectIsSubmitting(snapshot)}
        />
      </Stack>
    </chakra.form>
  );
}
