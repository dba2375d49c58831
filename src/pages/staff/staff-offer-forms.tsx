import { Button, chakra, Checkbox, Flex, Stack, Table, Text } from '@chakra-ui/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefCallback,
} from 'react';
import * as v from 'valibot';
import { brands, categories } from '#catalog/taxonomy.ts';
import { dhakaIso } from '#shop-api/dates.ts';
import { centsOf, decimalDollars, formatCents } from '#shop-api/money.ts';
import type { Reduction, SaleScope } from '#shop-api/offer-rules.ts';
import {
  codeTermsSchemaOf,
  saleTermsSchemaOf,
  type KnownSlugs,
  type SalePreview,
  type StaffCode,
  type StaffSale,
} from '#shop-api/staff-offers.ts';
import { TextField } from '#src/components/form/text-field.tsx';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useStaffServer } from '#src/features/staff/server.ts';
import { StaffFormEnd } from '#src/features/staff/staff-form-end.tsx';
import { StaffChoice } from '#src/features/staff/staff-page.tsx';
import { staffOffersText as text } from '#src/features/staff/text.ts';

// The forms of /staff/offers: a sale's terms (with the preview of its prices) and a promo code's,
// each checked as typed by the very schema the server checks them with
// (`saleTermsSchemaOf`, `codeTermsSchemaOf` with the shop's categories and brands), then by the
// server, whose refusal is said under the form; what was typed stays either way.

const known: KnownSlugs = {
  categories: categories.map((category) => category.slug),
  brands: brands.map((brand) => brand.slug),
};
const saleTerms = saleTermsSchemaOf(known);
const codeTerms = codeTermsSchemaOf(known);

/** A whole number as typed ("20"); NaN for anything else, which the schema refuses. */
const wholeTyped = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed) : Number.NaN);
/** Dollars as typed ("9.99") in whole cents; NaN for anything else. */
const centsTyped = (typed: string) =>
  /^\d+(?:\.\d{1,2})?$/.test(typed.trim()) ? centsOf(Number(typed.trim())) : Number.NaN;
/** A cap as typed: empty for none. */
const capTyped = (typed: string) => (typed.trim() === '' ? null : wholeTyped(typed));
/** An instant's Dhaka wall clock as a `datetime-local` field holds it: `2027-03-01T09:00`. */
const dhakaLocal = (iso: string) => dhakaIso(new Date(iso)).slice(0, 16);
/** What a `datetime-local` field holds, as an instant in Dhaka's offset ('' stays ''). */
const dhakaInstant = (local: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+06:00` : local;

/** The next full hour and a week after it, in Dhaka time: a new offer's window until typed. */
function firstWindow() {
  const hour = 3_600_000;
  const start = Math.ceil(Date.now() / hour) * hour;
  return {
    startsAt: dhakaLocal(new Date(start).toISOString()),
    endsAt: dhakaLocal(new Date(start + 7 * 24 * hour).toISOString()),
  };
}

interface ReductionDraft {
  reductionKind: string;
  reductionValue: string;
}
const reductionDraft = (reduction: Reduction): ReductionDraft =>
  reduction.kind === 'percent'
    ? { reductionKind: 'percent', reductionValue: String(reduction.percent) }
    : { reductionKind: 'amount', reductionValue: decimalDollars(reduction.amountCents) };
const reductionOf = ({ reductionKind, reductionValue }: ReductionDraft) =>
  reductionKind === 'amount'
    ? { kind: 'amount', amountCents: centsTyped(reductionValue) }
    : { kind: 'percent', percent: wholeTyped(reductionValue) };

/**
 * A form's typed values, checked by `schema` once submitted (and from then on as typed): each
 * issue under the field `fieldOf` its path names, the first wrong field focused.
 */
function useTermsForm<Draft extends Record<string, string | boolean | readonly string[]>, Terms>(
  initial: Draft,
  schema: v.GenericSchema<unknown, Terms>,
  bodyOf: (draft: Draft) => unknown,
  fieldOf: (path: string) => keyof Draft,
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const checked = useRef(false);
  const elements = useRef(new Map<keyof Draft, HTMLElement>());
  const check = (values: Draft) => {
    const result = v.safeParse(schema, bodyOf(values));
    const found: Partial<Record<keyof Draft, string>> = {};
    for (const issue of result.issues ?? [])
      found[fieldOf(v.getDotPath(issue) ?? '')] ??= issue.message;
    return { terms: result.success ? result.output : null, found };
  };
  const set = <Name extends keyof Draft>(name: Name, value: Draft[Name]) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    if (checked.current) setErrors(check(next).found);
  };
  /** The terms when they pass; else null, each message shown and the first wrong field focused. */
  const termsNow = (): Terms | null => {
    checked.current = true;
    const { terms, found } = check(draft);
    setErrors(found);
    const first = (Object.keys(initial) as (keyof Draft)[]).find((name) => found[name]);
    if (first !== undefined) elements.current.get(first)?.focus();
    return terms;
  };
  const register =
    (name: keyof Draft): RefCallback<HTMLElement> =>
    (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    };
  /** A `TextField`'s props for a text value. */
  const field = (name: keyof Draft & string, label: string) => ({
    name,
    label,
    value: draft[name] as string,
    onValueChange: (value: string) => set(name, value as Draft[typeof name]),
    error: errors[name],
    inputRef: register(name),
  });
  return { draft, set, errors, termsNow, field, register };
}

/** A call a form makes: busy meanwhile, then what it answered or why it failed. */
function useCall<Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) {
  const [state, setState] = useState<{ busy: boolean; error: unknown; result: Result | null }>({
    busy: false,
    error: null,
    result: null,
  });
  const run = async (...args: Args) => {
    setState({ busy: true, error: null, result: null });
    try {
      const result = await call(...args);
      setState({ busy: false, error: null, result });
      return result;
    } catch (error) {
      setState({ busy: false, error, result: null });
      return null;
    }
  };
  return [state, run] as const;
}

/** A form's heading, focused when staff chose what it edits (Change, or a new one). */
function FormHeading({ id, focus, children }: { id: string; focus: boolean; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <chakra.h2 ref={ref} id={id} tabIndex={-1} textStyle="xl" fontWeight="semibold">
      {children}
    </chakra.h2>
  );
}

/**
 * A sale's or a code's form state: its terms as typed (`useTermsForm`), the offer as the server
 * last answered it (the next save changes it), and the save, which keeps what was typed whatever
 * the answer.
 */
function useOfferForm<
  Offer,
  Draft extends Record<string, string | boolean | readonly string[]>,
  Terms,
>(
  offer: Offer | null,
  terms: Parameters<typeof useTermsForm<Draft, Terms>>,
  saveOffer: (current: Offer | null, terms: Terms) => Promise<Offer>,
  onSaved: (offer: Offer) => void,
) {
  const [current, setCurrent] = useState(offer);
  const form = useTermsForm(...terms);
  const [saving, save] = useCall((checked: Terms) => saveOffer(current, checked));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.termsNow();
    if (!checked) return;
    void save(checked).then((saved) => {
      if (saved === null) return;
      setCurrent(saved);
      onSaved(saved);
    });
  };
  return { form, current, saving, onSubmit };
}

/**
 * The frame both forms share: the heading (with a way to start a new one instead once there is
 * an offer), the fields, what the server answered to the last save and the submit button, then
 * `after` (the sale's preview).
 */
function OfferFormFrame({
  heading,
  focus,
  startNew,
  onStartNew,
  onSubmit,
  end,
  children,
  after,
}: {
  heading: string;
  focus: boolean;
  /** The words of the button that starts a new one; null for a new one. */
  startNew: string | null;
  onStartNew: () => void;
  onSubmit: (event: FormEvent) => void;
  end: Parameters<typeof StaffFormEnd>[0];
  children: ReactNode;
  after?: ReactNode;
}) {
  const headingId = useId();
  return (
    <chakra.form noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      <Stack gap="5" maxW="3xl">
        <Flex gap="3" wrap="wrap" align="baseline" justify="space-between">
          <FormHeading id={headingId} focus={focus}>
            {heading}
          </FormHeading>
          {startNew && (
            <Button size="sm" variant="outline" onClick={onStartNew}>
              {startNew}
            </Button>
          )}
        </Flex>
        {children}
        <StaffFormEnd {...end} />
        {after}
      </Stack>
    </chakra.form>
  );
}

/** The reduction's kind and its value, the value's words following the kind. */
function ReductionFields({
  form,
}: {
  form: {
    draft: ReductionDraft;
    set: (name: 'reductionKind', value: string) => void;
    field: (name: 'reductionValue', label: string) => Parameters<typeof TextField>[0];
  };
}) {
  const id = useId();
  const percent = form.draft.reductionKind === 'percent';
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align="flex-start">
      <StaffChoice
        id={id}
        label={text.reductionKind}
        value={form.draft.reductionKind}
        onChange={(kind) => form.set('reductionKind', kind)}
      >
        <option value="percent">{text.reductionKinds.percent}</option>
        <option value="amount">{text.reductionKinds.amount}</option>
      </StaffChoice>
      <TextField
        {...form.field('reductionValue', percent ? text.percent : text.amount)}
        helperText={percent ? text.percentHelp : text.amountHelp}
        inputMode={percent ? 'numeric' : 'decimal'}
        autoComplete="off"
        required
      />
    </Stack>
  );
}

function WindowFields({
  field,
}: {
  field: (name: 'startsAt' | 'endsAt', label: string) => Parameters<typeof TextField>[0];
}) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
      <TextField {...field('startsAt', text.startsAt)} type="datetime-local" required />
      <TextField
        {...field('endsAt', text.endsAt)}
        type="datetime-local"
        helperText={text.windowHelp}
        required
      />
    </Stack>
  );
}

// ---- A sale ----

const saleDraftOf = (sale: StaffSale | null) => {
  const scope: SaleScope | undefined = sale?.scope;
  return {
    title: sale?.title ?? '',
    ...(sale ? reductionDraft(sale.reduction) : { reductionKind: 'percent', reductionValue: '' }),
    scopeKind: (scope?.kind ?? 'products') as string,
    productIds: scope?.kind === 'products' ? scope.productIds.join(', ') : '',
    category: scope?.kind === 'category' ? scope.category : known.categories[0]!,
    brand: scope?.kind === 'brand' ? scope.brand : known.brands[0]!,
    ...(sale
      ? { startsAt: dhakaLocal(sale.startsAt), endsAt: dhakaLocal(sale.endsAt) }
      : firstWindow()),
  };
};
type SaleDraft = ReturnType<typeof saleDraftOf>;

const saleBodyOf = (draft: SaleDraft) => ({
  title: draft.title,
  reduction: reductionOf(draft),
  scope:
    draft.scopeKind === 'category'
      ? { kind: 'category', category: draft.category }
      : draft.scopeKind === 'brand'
        ? { kind: 'brand', brand: draft.brand }
        : { kind: 'products', productIds: draft.productIds.split(/[\s,]+/).filter(Boolean) },
  startsAt: dhakaInstant(draft.startsAt),
  endsAt: dhakaInstant(draft.endsAt),
});

const saleFieldOf = (path: string): keyof SaleDraft => {
  const [first, second] = path.split('.');
  if (first === 'reduction') return 'reductionValue';
  if (first === 'scope') {
    return second === 'category' || second === 'brand' ? second : 'productIds';
  }
  return first as keyof SaleDraft;
};

/**
 * A new sale's form (`sale` null) or one to change `sale`, with Preview prices. Once saved, the
 * next save changes the sale saved.
 */
export function SaleForm({
  sale,
  focus,
  onSaved,
  onStartNew,
}: {
  sale: StaffSale | null;
  focus: boolean;
  onSaved: (sale: StaffSale) => void;
  onStartNew: () => void;
}) {
  const server = useStaffServer();
  const scopeId = useId();
  const choiceId = useId();
  const { form, current, saving, onSubmit } = useOfferForm(
    sale,
    [saleDraftOf(sale), saleTerms, saleBodyOf, saleFieldOf],
    (saved, terms) => server.saveSale(saved?.id, terms),
    onSaved,
  );
  const [previewing, preview] = useCall(server.previewSale);
  const { draft } = form;
  return (
    <OfferFormFrame
      heading={current ? text.saleForm.changeHeading(current.title) : text.saleForm.newHeading}
      focus={focus}
      startNew={current && text.saleForm.startNew}
      onStartNew={onStartNew}
      onSubmit={onSubmit}
      end={{
        text: {
          submit: current ? text.saleForm.save : text.saleForm.create,
          sending: text.sending,
          done: text.done,
          failed: text.saleForm.failed,
        },
        done: saving.result && text.saleForm.saved(saving.result.title),
        error: saving.error,
        busy: saving.busy,
      }}
      after={
        <>
          <Button
            alignSelf="flex-start"
            variant="outline"
            loading={previewing.busy}
            loadingText={text.preview.busy}
            onClick={() => {
              const terms = form.termsNow();
              if (terms) void preview(terms);
            }}
          >
            {text.preview.show}
          </Button>
          {previewing.error !== null && (
            <Notice status="error" title={text.preview.failed}>
              {failureMessage(previewing.error)}
            </Notice>
          )}
          {previewing.result && <PreviewTable preview={previewing.result} />}
        </>
      }
    >
      <TextField
        {...form.field('title', text.saleForm.title)}
        helperText={text.saleForm.titleHelp}
        autoComplete="off"
        required
      />
      <ReductionFields form={form} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align="flex-start">
        <StaffChoice
          id={scopeId}
          label={text.saleForm.scopeKind}
          value={draft.scopeKind}
          onChange={(kind) => form.set('scopeKind', kind)}
        >
          <option value="products">{text.saleForm.scopeKinds.products}</option>
          <option value="category">{text.saleForm.scopeKinds.category}</option>
          <option value="brand">{text.saleForm.scopeKinds.brand}</option>
        </StaffChoice>
        {draft.scopeKind === 'products' && (
          <TextField
            {...form.field('productIds', text.saleForm.productIds)}
            helperText={text.saleForm.productIdsHelp}
            autoComplete="off"
            required
          />
        )}
        {draft.scopeKind === 'category' && (
          <StaffChoice
            id={choiceId}
            label={text.saleForm.category}
            value={draft.category}
            onChange={(slug) => form.set('category', slug)}
          >
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.label}
              </option>
            ))}
          </StaffChoice>
        )}
        {draft.scopeKind === 'brand' && (
          <StaffChoice
            id={choiceId}
            label={text.saleForm.brand}
            value={draft.brand}
            onChange={(slug) => form.set('brand', slug)}
          >
            {brands.map((brand) => (
              <option key={brand.slug} value={brand.slug}>
                {brand.label}
              </option>
            ))}
          </StaffChoice>
        )}
      </Stack>
      <WindowFields field={form.field} />
    </OfferFormFrame>
  );
}

function PreviewTable({ preview }: { preview: SalePreview }) {
  const headingId = useId();
  return (
    <Stack gap="2" role="region" aria-labelledby={headingId}>
      <chakra.h3 id={headingId} fontWeight="semibold">
        {text.preview.heading}
      </chakra.h3>
      <Text textStyle="sm" color="fg.muted">
        {text.preview.caption(preview.productCount)}
      </Text>
      {preview.products.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-labelledby={headingId}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.preview.product}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{text.preview.regular}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{text.preview.sale}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {preview.products.map((product) => (
                <Table.Row key={product.id}>
                  <Table.Cell>
                    {product.name} ({product.id})
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(product.regularPriceCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(product.priceCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

// ---- A promo code ----

const codeDraftOf = (code: StaffCode | null) => ({
  code: code?.code ?? '',
  ...(code ? reductionDraft(code.reduction) : { reductionKind: 'percent', reductionValue: '' }),
  minimum: code ? decimalDollars(code.minimumCents) : '0',
  ...(code
    ? { startsAt: dhakaLocal(code.startsAt), endsAt: dhakaLocal(code.endsAt) }
    : firstWindow()),
  maxUses: code?.maxUses?.toString() ?? '',
  maxUsesPerCustomer: code?.maxUsesPerCustomer?.toString() ?? '',
  categories: code?.categories ?? ([] as readonly string[]),
  excludedCategories: code?.excludedCategories ?? ([] as readonly string[]),
  withSales: code?.withSales ?? false,
  published: code?.published ?? false,
});
type CodeDraft = ReturnType<typeof codeDraftOf>;

const codeBodyOf = (draft: CodeDraft) => ({
  code: draft.code,
  reduction: reductionOf(draft),
  minimumCents: draft.minimum.trim() === '' ? 0 : centsTyped(draft.minimum),
  startsAt: dhakaInstant(draft.startsAt),
  endsAt: dhakaInstant(draft.endsAt),
  maxUses: capTyped(draft.maxUses),
  maxUsesPerCustomer: capTyped(draft.maxUsesPerCustomer),
  categories: draft.categories,
  excludedCategories: draft.excludedCategories,
  withSales: draft.withSales,
  published: draft.published,
});

const codeFieldOf = (path: string): keyof CodeDraft => {
  const [first = ''] = path.split('.');
  if (first === 'reduction') return 'reductionValue';
  if (first === 'minimumCents') return 'minimum';
  return first as keyof CodeDraft;
};

/** A set of categories as ticked boxes, in a group named by its legend. */
function CategoryBoxes({
  legend,
  help,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  help?: string;
  chosen: readonly string[];
  error: string | undefined;
  onChange: (chosen: readonly string[]) => void;
}) {
  const id = useId();
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <chakra.fieldset aria-describedby={described || undefined}>
      <chakra.legend fontWeight="medium" textStyle="sm" mb="1.5">
        {legend}
      </chakra.legend>
      {help && (
        <Text id={`${id}-help`} textStyle="sm" color="fg.muted" mb="2">
          {help}
        </Text>
      )}
      <Flex gap="3" wrap="wrap">
        {categories.map((category) => (
          <Checkbox.Root
            key={category.slug}
            size="sm"
            invalid={Boolean(error)}
            checked={chosen.includes(category.slug)}
            onCheckedChange={({ checked }) =>
              onChange(
                checked === true
                  ? [...chosen, category.slug]
                  : chosen.filter((slug) => slug !== category.slug),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{category.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
      {error && (
        <Text id={`${id}-error`} color="fg.error" textStyle="xs" mt="1.5">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}

function Tick({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(event) => onChange(event.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A new code's form (`code` null) or one to change `code`; a code keeps its name. */
export function CodeForm({
  code,
  focus,
  onSaved,
  onStartNew,
}: {
  code: StaffCode | null;
  focus: boolean;
  onSaved: (code: StaffCode) => void;
  onStartNew: () => void;
}) {
  const server = useStaffServer();
  const { form, current, saving, onSubmit } = useOfferForm(
    code,
    [codeDraftOf(code), codeTerms, codeBodyOf, codeFieldOf],
    (saved, terms) => server.saveCode(saved !== null, terms),
    onSaved,
  );
  const { draft } = form;
  return (
    <OfferFormFrame
      heading={current ? text.codeForm.changeHeading(current.code) : text.codeForm.newHeading}
      focus={focus}
      startNew={current && text.codeForm.startNew}
      onStartNew={onStartNew}
      onSubmit={onSubmit}
      end={{
        text: {
          submit: current ? text.codeForm.save : text.codeForm.create,
          sending: text.sending,
          done: text.done,
          failed: text.codeForm.failed,
        },
        done: saving.result && text.codeForm.saved(saving.result.code),
        error: saving.error,
        busy: saving.busy,
      }}
    >
      <TextField
        {...form.field('code', text.codeForm.code)}
        helperText={current ? text.codeForm.codeKept : text.codeForm.codeHelp}
        readOnly={current !== null}
        autoComplete="off"
        autoCapitalize="characters"
        required
      />
      <ReductionFields form={form} />
      <TextField
        {...form.field('minimum', text.codeForm.minimum)}
        helperText={text.codeForm.minimumHelp}
        inputMode="decimal"
        autoComplete="off"
      />
      <WindowFields field={form.field} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
        <TextField
          {...form.field('maxUses', text.codeForm.maxUses)}
          helperText={text.codeForm.capHelp}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          {...form.field('maxUsesPerCustomer', text.codeForm.maxUsesPerCustomer)}
          helperText={text.codeForm.capHelp}
          inputMode="numeric"
          autoComplete="off"
        />
      </Stack>
      <CategoryBoxes
        legend={text.codeForm.categories}
        help={text.codeForm.categoriesHelp}
        chosen={draft.categories}
        error={form.errors.categories}
        onChange={(chosen) => form.set('categories', chosen)}
      />
      <CategoryBoxes
        legend={text.codeForm.excluded}
        chosen={draft.excludedCategories}
        error={form.errors.excludedCategories}
        onChange={(chosen) => form.set('excludedCategories', chosen)}
      />
      <Tick checked={draft.withSales} onChange={(checked) => form.set('withSales', checked)}>
        {text.codeForm.withSales}
      </Tick>
      <Tick checked={draft.published} onChange={(checked) => form.set('published', checked)}>
        {text.codeForm.published}
      </Tick>
    </OfferFormFrame>
  );
}
