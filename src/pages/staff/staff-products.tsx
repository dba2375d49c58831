import { chakra, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useId, useState } from 'react';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectIsSubmitting,
  selectResult,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { formatDateTime } from '#shop-api/dates.ts';
import { centsOf, decimalDollars } from '#shop-api/money.ts';
import {
  productEditSchema,
  type EditableProduct,
  type StaffProduct,
} from '#shop-api/staff-products.ts';
import { inspect } from '#src/actors/inspect.ts';
import { TextField } from '#src/components/form/text-field.tsx';
import { Loading, LoadFailure } from '#src/components/ui/load-states.tsx';
import { useStaffServer } from '#src/features/staff/server.ts';
import {
  isStaffRefusal,
  NotStaffNotice,
  StaffChoice,
  StaffPage,
} from '#src/features/staff/staff-page.tsx';
import { staffProductsText as text } from '#src/features/staff/text.ts';
import { useAnswer } from '#src/features/staff/use-answer.ts';
import { StaffProductChoice } from '#src/features/staff/staff-product-choice.tsx';
import { WithStaffProducts } from '#src/features/staff/with-staff-products.tsx';
import { StaffFormEnd } from '#src/features/staff/staff-form-end.tsx';
import { rulesOf, typedRule } from '#src/forms/contract-rules.ts';
import { useForm } from '#src/forms/use-form.ts';
import { required, type Rule } from '#src/forms/validation.ts';

/**
 * The staff's product editor (`/staff/products`, docs/decisions/0041-staff-edit-the-catalog.md):
 * a product's name, description, prices and status, checked by the server's own schema
 * (`productEditSchema`) as typed and again by the server. The page says what a save changes and
 * when shoppers see it, no more; the form keeps what was typed, whatever the answer.
 */
export function StaffProductsPage() {
  return (
    <StaffPage title={text.title} description={text.description}>
      <ProductEditor />
    </StaffPage>
  );
}

/** The products by name, those on sale first. */
const byName = (products: readonly StaffProduct[]) =>
  [...products].sort((a, b) => Number(b.sold) - Number(a.sold) || a.name.localeCompare(b.name));

function ProductEditor() {
  return (
    <WithStaffProducts loadingLabel={text.loadingProducts} failedTitle={text.productsFailed}>
      {(products) => <ProductChooser products={byName(products.products)} />}
    </WithStaffProducts>
  );
}

/**
 * The product to edit, chosen by name (the first at first), and its form. A product renamed here
 * is listed by its new name at once.
 */
function ProductChooser({ products }: { products: StaffProduct[] }) {
  const [chosen, setChosen] = useState(products[0]?.id);
  const [savedNames, setSavedNames] = useState<Readonly<Record<string, string>>>({});
  const named = products.map((product) => ({
    ...product,
    name: savedNames[product.id] ?? product.name,
  }));
  return (
    <Stack gap="6" maxW="2xl">
      <StaffProductChoice
        label={text.product}
        help={text.productHelp}
        groups={[{ products: named }]}
        value={chosen ?? ''}
        onChange={setChosen}
      />
      {chosen !== undefined && (
        <EditableProductForm
          key={chosen}
          productId={chosen}
          onSaved={({ id, name }) => setSavedNames((names) => ({ ...names, [id]: name }))}
        />
      )}
    </Stack>
  );
}

/** What the editor is told once the server saved an edit: the product as it holds it now. */
type OnSaved = (product: EditableProduct) => void;

/** The form once the server has answered with the product as it holds it now. */
function EditableProductForm({ productId, onSaved }: { productId: string; onSaved: OnSaved }) {
  const server = useStaffServer();
  const product = useAnswer(
    useCallback(() => server.editableProduct(productId), [server, productId]),
  );
  if (product.status === 'loading') return <Loading text={text.loadingProduct} height="96" />;
  if (product.status === 'failed') {
    return isStaffRefusal(product.error) ? (
      <NotStaffNotice />
    ) : (
      <LoadFailure title={text.productFailed} error={product.error} onRetry={product.retry} />
    );
  }
  return <EditForm product={product.value} onSaved={onSaved} />;
}

const fields = productEditSchema.pipe[0].entries;

/** Dollars as staff type them ("199.50"), in whole cents; NaN for anything else. */
const centsTyped = (typed: string) =>
  /^\d+(?:\.\d{1,2})?$/.test(typed.trim()) ? centsOf(Number(typed.trim())) : Number.NaN;

const dollarsRule =
  (label: string): Rule<string> =>
  (typed) =>
    Number.isNaN(centsTyped(typed)) ? text.dollars(label) : null;

const editForm = {
  name: { label: text.name, rules: rulesOf(fields.name) },
  description: { label: text.productDescription, rules: rulesOf(fields.description) },
  price: {
    label: text.price,
    rules: [required, dollarsRule(text.price), typedRule(fields.priceCents, centsTyped)],
  },
  originalPrice: {
    label: text.originalPrice,
    rules: [
      required,
      dollarsRule(text.originalPrice),
      typedRule(fields.originalPriceCents, centsTyped),
    ],
  },
  // A choice of two: nothing to check.
  status: { label: text.status, rules: [] },
};

function EditForm({ product, onSaved }: { product: EditableProduct; onSaved: OnSaved }) {
  const server = useStaffServer();
  const statusId = useId();
  const formTitleId = useId();
  const form = useForm(editForm, {
    name: product.name,
    description: product.description,
    price: decimalDollars(product.priceCents),
    originalPrice: decimalDollars(product.originalPriceCents),
    status: product.isActive ? 'active' : 'inactive',
  });
  const [snapshot, send] = useMachine(
    submissionOf(
      ({ name = '', description = '', price = '', originalPrice = '', status = '' }) =>
        server
          .editProduct(product.id, {
            name,
            description,
            priceCents: centsTyped(price),
            originalPriceCents: centsTyped(originalPrice),
            isActive: status === 'active',
          })
          .then((saved) => {
            onSaved(saved);
            return saved;
          }),
      { minimumWait: 0 },
    ),
    { inspect, systemId: 'product-edit' },
  );
  const saved = selectResult(snapshot) as EditableProduct | null;
  const error = selectSubmitError(snapshot);
  const editedAt = saved?.editedAt ?? product.editedAt;

  if (isStaffRefusal(error)) return <NotStaffNotice />;
  return (
    <chakra.form
      noValidate
      aria-labelledby={formTitleId}
      onSubmit={form.handleSubmit((values) => send({ type: 'submission.submit', values }))}
    >
      <Stack gap="5">
        <Stack gap="1">
          <chakra.h2 id={formTitleId} textStyle="lg" fontWeight="semibold">
            {text.formTitle(saved?.name ?? product.name)}
          </chakra.h2>
          <Text textStyle="sm" color="fg.muted">
            {editedAt ? text.editedAt(formatDateTime(editedAt)) : text.fromCatalog}
          </Text>
        </Stack>
        <TextField {...form.textField('name')} autoComplete="off" required />
        <TextField {...form.textField('description')} multiline rows={6} required />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
          <TextField
            {...form.textField('price')}
            helperText={text.priceHelp}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          <TextField
            {...form.textField('originalPrice')}
            helperText={text.originalPriceHelp}
            inputMode="decimal"
            autoComplete="off"
            required
          />
        </Stack>
        <StaffChoice
          id={statusId}
          label={text.status}
          value={form.values.status}
          onChange={(status) => form.setValue('status', status)}
        >
          <option value="active">{text.statuses.active}</option>
          <option value="inactive">{text.statuses.inactive}</option>
        </StaffChoice>
        <StaffFormEnd
          text={text}
          done={saved && text.saved}
          error={error}
          busy={selectIsSubmitting(snapshot)}
        />
      </Stack>
    </chakra.form>
  );
}
