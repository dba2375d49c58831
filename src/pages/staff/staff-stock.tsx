import { chakra, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useId, useState, type ComponentProps, type ReactNode } from 'react';
import * as v from 'valibot';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectIsSubmitting,
  selectResult,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { formatDateTime } from '#shop-api/dates.ts';
import type { StaffProduct } from '#shop-api/staff-products.ts';
import {
  locationSchema,
  restockSchema,
  transferSchema,
  type ProductStock,
  type RestockReceipt,
  type TransferRequest,
} from '#shop-api/staff-stock.ts';
import { locationIds, storeOf, type LocationId } from '#shop-api/stores.ts';
import { inspect } from '#src/actors/inspect.ts';
import { TextField } from '#src/components/form/text-field.tsx';
import { Loading, LoadFailure } from '#src/components/ui/load-states.tsx';
import { useStaffServer } from '#src/features/staff/server.ts';
import { StaffFormEnd } from '#src/features/staff/staff-form-end.tsx';
import {
  isStaffRefusal,
  NotStaffNotice,
  StaffChoice,
  StaffPage,
} from '#src/features/staff/staff-page.tsx';
import { StaffProductChoice } from '#src/features/staff/staff-product-choice.tsx';
import { staffStockText as text } from '#src/features/staff/text.ts';
import { useKeptAnswer } from '#src/features/staff/use-kept-answer.ts';
import { WithStaffProducts } from '#src/features/staff/with-staff-products.tsx';
import { typedRule } from '#src/forms/contract-rules.ts';
import { useForm } from '#src/forms/use-form.ts';
import { required } from '#src/forms/validation.ts';
import { StorePickups } from './staff-store-pickups.tsx';

/**
 * The staff's stock (`/staff/stock`, docs/decisions/0043-stock-per-store.md): a product's units
 * at each location, its restock at one (which e-mails the shoppers waiting for it there,
 * docs/decisions/0029-back-in-stock-alerts.md), a move of units between two and its latest
 * moves; then each store's pickups. The page says what the server answered, no more; the forms
 * keep what was typed, whatever the answer.
 */
export function StaffStockPage() {
  return (
    <StaffPage title={text.title} description={text.description}>
      <WithStaffProducts loadingLabel={text.loadingProducts} failedTitle={text.productsFailed}>
        {(products) => (
          // The pickups once the server has taken the account as staff's: one refusal, said once.
          <Stack gap="12">
            <StockOfProduct names={products.names} products={restockable(products.products)} />
            <StorePickups />
          </Stack>
        )}
      </WithStaffProducts>
    </StaffPage>
  );
}

/** The products on sale, sold-out ones first (what a restock is for), each group by name. */
const restockable = (products: readonly StaffProduct[]) =>
  products
    .filter((product) => product.sold)
    .map(({ id, name, stock }) => ({ id, name, soldOut: stock === 0 }))
    .sort((a, b) => Number(b.soldOut) - Number(a.soldOut) || a.name.localeCompare(b.name));

/** A location as staff read it: the warehouse, or the store's name. */
const placeName = (location: LocationId) =>
  location === 'warehouse' ? text.warehouse : (storeOf(location)?.name ?? location);

const locationOptions = locationIds.map((location) => (
  <option key={location} value={location}>
    {placeName(location)}
  </option>
));

function StockOfProduct({
  names,
  products,
}: {
  names: Readonly<Record<string, string>>;
  products: { id: string; name: string; soldOut: boolean }[];
}) {
  const [productId, setProductId] = useState(products[0]?.id ?? '');
  const groups = [
    { label: text.soldOut, products: products.filter((product) => product.soldOut) },
    { label: text.inStock, products: products.filter((product) => !product.soldOut) },
  ];
  if (productId === '') return <Text>{text.noProducts}</Text>;
  return (
    <Stack gap="8">
      <StaffProductChoice
        label={text.product}
        help={text.productHelp}
        groups={groups}
        value={productId}
        onChange={setProductId}
      />
      {/* Another product starts its units and forms afresh. */}
      <ProductStockPanel
        key={productId}
        productId={productId}
        name={names[productId] ?? productId}
      />
    </Stack>
  );
}

function ProductStockPanel({ productId, name }: { productId: string; name: string }) {
  const server = useStaffServer();
  const stock = useKeptAnswer(
    useCallback(() => server.productStock(productId), [server, productId]),
  );
  if (isStaffRefusal(stock.error)) return <NotStaffNotice />;
  return (
    <Stack gap="10">
      <UnitsByLocation name={name} stock={stock} />
      <Flex gap="10" wrap="wrap" align="flex-start">
        {/* A restock answers one location's count: the units are asked again, all of them. */}
        <RestockForm productId={productId} name={name} onRestocked={stock.refresh} />
        <TransferForm productId={productId} onMoved={stock.show} />
      </Flex>
      {stock.value && <LatestTransfers transfers={stock.value.transfers} />}
    </Stack>
  );
}

function UnitsByLocation({
  name,
  stock,
}: {
  name: string;
  stock: { value: ProductStock | null; error: unknown; refresh: () => void };
}) {
  const headingId = useId();
  const failure = stock.error !== null && (
    <LoadFailure title={text.units.failed} error={stock.error} onRetry={stock.refresh} />
  );
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <chakra.h2 id={headingId} textStyle="xl" fontWeight="semibold">
        {text.units.heading(name)}
      </chakra.h2>
      {/* The units as last loaded stay below a failure; asking again may bring the latest. */}
      {failure}
      {stock.value ? (
        <Table.Root size="sm" aria-labelledby={headingId} maxW="md">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{text.units.location}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{text.units.count}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {stock.value.locations.map(({ location, units }) => (
              <Table.Row key={location}>
                <Table.Cell>{placeName(location)}</Table.Cell>
                <Table.Cell textAlign="end">{units}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        !failure && <Loading text={text.units.loading} height="40" />
      )}
    </Stack>
  );
}

/** A quantity as staff type it, as the contract's quantity takes it. */
const quantityTyped = (typed: string) => Number(typed.trim());

const restockForm = {
  // A choice of the contract's own locations: nothing to check.
  location: { label: text.restock.location, rules: [] },
  // The server's own rule for a quantity (shop-api's `restockSchema`), on what was typed.
  quantity: {
    label: text.restock.quantity,
    rules: [required, typedRule(restockSchema.entries.quantity, quantityTyped)],
  },
};

function RestockForm({
  productId,
  name,
  onRestocked,
}: {
  productId: string;
  name: string;
  onRestocked: () => void;
}) {
  const server = useStaffServer();
  const locationId = useId();
  const form = useForm(restockForm, { location: 'warehouse', quantity: '' });
  const [snapshot, send] = useMachine(
    submissionOf(
      ({ location = '', quantity = '' }) =>
        server
          .restockProduct(productId, v.parse(locationSchema, location), quantityTyped(quantity))
          .then((receipt) => {
            onRestocked();
            return receipt;
          }),
      { minimumWait: 0 },
    ),
    { inspect, systemId: 'restock' },
  );
  const receipt = selectResult(snapshot) as RestockReceipt | null;
  const error = selectSubmitError(snapshot);

  if (isStaffRefusal(error)) return <NotStaffNotice />;
  return (
    <TitledForm
      title={text.restock.title}
      onSubmit={form.handleSubmit((values) => send({ type: 'submission.submit', values }))}
    >
      <StaffChoice
        id={locationId}
        label={text.restock.location}
        value={form.values.location}
        onChange={(location) => form.setValue('location', location)}
      >
        {locationOptions}
      </StaffChoice>
      <TextField
        {...form.textField('quantity')}
        helperText={text.restock.quantityHelp}
        inputMode="numeric"
        autoComplete="off"
        maxW="40"
        required
      />
      <StaffFormEnd
        text={text.restock}
        done={
          receipt && (
            <>
              {text.restock.receipt(placeName(receipt.location), receipt.stock, name)}{' '}
              {text.restock.notified(receipt.notified)}
            </>
          )
        }
        error={error}
        busy={selectIsSubmitting(snapshot)}
      />
    </TitledForm>
  );
}

// A type, not an interface: it is sent as the submission's values, a record of strings.
type TransferDraft = {
  productId: string;
  from: string;
  to: string;
  quantity: string;
};

/** A transfer as the contract takes it, from what was chosen and typed. */
const transferOf = ({ quantity, ...chosen }: TransferDraft) => ({
  ...chosen,
  quantity: quantityTyped(quantity),
});

/**
 * The contract's message (shop-api's `transferSchema`) about one field of the transfer, checked
 * with the others, since a transfer's `to` is wrong only as the same place as its `from`.
 */
const transferRule =
  (field: 'to' | 'quantity') => (_typed: string, _label: string, draft: TransferDraft) =>
    v
      .safeParse(transferSchema, transferOf(draft))
      .issues?.find((issue) => v.getDotPath(issue) === field)?.message ?? null;

const transferForm = {
  // The product the page shows, and a choice of the contract's own locations: nothing to check.
  productId: { label: text.product, rules: [] },
  from: { label: text.transfer.from, rules: [] },
  to: { label: text.transfer.to, rules: [transferRule('to')] },
  quantity: { label: text.transfer.quantity, rules: [required, transferRule('quantity')] },
};

/** What a move sent and what the server answered: the product's stock after it. */
interface Moved {
  transfer: TransferRequest;
  stock: ProductStock;
}

function TransferForm({
  productId,
  onMoved,
}: {
  productId: string;
  onMoved: (stock: ProductStock) => void;
}) {
  const server = useStaffServer();
  const fromId = useId();
  const toId = useId();
  const form = useForm<TransferDraft>(transferForm, {
    productId,
    from: 'warehouse',
    to: locationIds[1],
    quantity: '',
  });
  const [snapshot, send] = useMachine(
    submissionOf(
      ({ from = '', to = '', quantity = '' }): Promise<Moved> => {
        // Checked by the form with this very schema: parsing types it, it never throws here.
        const transfer = v.parse(transferSchema, transferOf({ productId, from, to, quantity }));
        return server.transferStock(transfer).then((stock) => {
          onMoved(stock);
          return { transfer, stock };
        });
      },
      { minimumWait: 0 },
    ),
    { inspect, systemId: 'transfer' },
  );
  const moved = selectResult(snapshot) as Moved | null;
  const error = selectSubmitError(snapshot);
  const unitsAt = (location: LocationId) =>
    moved?.stock.locations.find((each) => each.location === location)?.units ?? 0;

  if (isStaffRefusal(error)) return <NotStaffNotice />;
  return (
    <TitledForm
      title={text.transfer.title}
      onSubmit={form.handleSubmit((values) => send({ type: 'submission.submit', values }))}
    >
      <Flex gap="5" wrap="wrap">
        <StaffChoice
          id={fromId}
          label={text.transfer.from}
          value={form.values.from}
          onChange={(from) => form.setValue('from', from)}
        >
          {locationOptions}
        </StaffChoice>
        <StaffChoice
          id={toId}
          label={text.transfer.to}
          error={form.errors.to}
          selectRef={form.register('to')}
          value={form.values.to}
          onChange={(to) => form.setValue('to', to)}
        >
          {locationOptions}
        </StaffChoice>
      </Flex>
      <TextField
        {...form.textField('quantity')}
        inputMode="numeric"
        autoComplete="off"
        maxW="40"
        required
      />
      <StaffFormEnd
        text={text.transfer}
        done={
          moved && (
            <>
              {text.transfer.receipt(
                moved.transfer.quantity,
                placeName(moved.transfer.from),
                placeName(moved.transfer.to),
              )}{' '}
              {text.transfer.counts(
                placeName(moved.transfer.from),
                unitsAt(moved.transfer.from),
                placeName(moved.transfer.to),
                unitsAt(moved.transfer.to),
              )}
            </>
          )
        }
        error={error}
        busy={selectIsSubmitting(snapshot)}
      />
    </TitledForm>
  );
}

function LatestTransfers({ transfers }: { transfers: ProductStock['transfers'] }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <chakra.h2 id={headingId} textStyle="xl" fontWeight="semibold">
        {text.transfers.heading}
      </chakra.h2>
      {transfers.length === 0 ? (
        <Text color="fg.muted">{text.transfers.empty}</Text>
      ) : (
        <chakra.ul role="list" listStyleType="none" aria-labelledby={headingId}>
          {transfers.map((transfer) => (
            <chakra.li key={transfer.id} py="2" borderBottomWidth="1px">
              <Text fontWeight="medium">
                {text.transfers.line(
                  transfer.quantity,
                  placeName(transfer.from),
                  placeName(transfer.to),
                )}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {formatDateTime(transfer.at)}
              </Text>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}

/** One of the page's forms under its heading, which names it for assistive technology. */
function TitledForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: ComponentProps<'form'>['onSubmit'];
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <chakra.form noValidate aria-labelledby={titleId} flex="1 1 18rem" onSubmit={onSubmit}>
      <Stack gap="5">
        <chakra.h2 id={titleId} textStyle="lg" fontWeight="semibold">
          {title}
        </chakra.h2>
        {children}
      </Stack>
    </chakra.form>
  );
}
