import { Box, Button, chakra, Flex, Stack, Text, useRecipe } from '@chakra-ui/react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import type { PriceBoxes, TypedPrice } from '#machines/listing-filters/listing-filters.machine.ts';
import { readPriceBound } from '#catalog/price-range.ts';
import { useCaseNames } from '#src/content/use-case-names.ts';
import { listingText } from '#src/content/listing.ts';
import { findBrand } from '#catalog/taxonomy.ts';
import { specificationLabels, specificationText } from '#src/content/specifications.ts';
import type { FacetOption, ListingFacets } from '#catalog/listing.ts';
import type { ListingQuery } from '#catalog/listing-query.ts';
import { centsOf, wholeDollars, wholeDollarsAbove, wholeDollarsBelow } from '#shop-api/money.ts';
import { storeOf, type StoreId } from '#shop-api/stores.ts';
import { useRememberedStore } from './use-remembered-store.ts';

interface FilterPanelProps {
  facets: ListingFacets;
  query: ListingQuery;
  /** The query with one filter changed, back on its first page. */
  onChange: (query: ListingQuery) => void;
  /** The price boxes: what was typed in them and its problem (the listing-filters machine). */
  price: PriceBoxes;
  /** The boxes now hold `min` and `max`. */
  onPriceTyped: (min: TypedPrice, max: TypedPrice) => void;
  /** The price form was submitted ('Apply price', or Enter in a box). */
  onPriceApply: () => void;
  /**
   * 'button': the price range applies with its own button (the sidebar, where every other change
   * applies at once); 'typing': it changes the query as typed (the drawer, applied as a whole).
   */
  priceApplies: 'button' | 'typing';
  /** Keeps the ids and radio groups of two panels on one page apart. */
  idPrefix: string;
}

// A native box with the shop's colour: light, labelled by its <label>, and at least 44 px tall
// with its label on a phone.
const Choice = chakra('input', {
  base: { accentColor: 'var(--chakra-colors-brand-solid)', boxSize: '4.5', flexShrink: 0, m: 0 },
});

type InputProps = Omit<ComponentProps<'input'>, 'children'>;

function ChoiceRow({ children, ...input }: { children: ReactNode } & InputProps) {
  return (
    <Flex as="label" align="center" gap="2.5" minH={{ base: '11', lg: '8' }} cursor="pointer">
      <Choice {...input} />
      <Text as="span" textStyle="sm">
        {children}
      </Text>
    </Flex>
  );
}

function Count({ count }: { count: number }) {
  return (
    <Text as="span" color="fg.muted">
      {' '}
      {listingText.optionCount(count)}
    </Text>
  );
}

// A native fieldset draws its legend into its border: the rule above the group is the wrapper's.
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box borderTopWidth="1px" borderColor="border" pt="4">
      <Box as="fieldset" border="0" m="0" p="0" minW="0">
        <Box as="legend" fontWeight="semibold" textStyle="sm" mb="1" p="0">
          {legend}
        </Box>
        <Stack gap="0">{children}</Stack>
      </Box>
    </Box>
  );
}

const storeName = (id: StoreId) => storeOf(id)?.name ?? id;

/**
 * The filters of a listing or of search results: brands, price range, stock, a store's stock, use
 * case, rating and the category's specification facets, each option with how many products it
 * would leave (but the stores: counting them would read every store's units for every listing).
 */
export function FilterPanel({
  facets,
  query,
  onChange,
  price,
  onPriceTyped,
  onPriceApply,
  priceApplies,
  idPrefix,
}: FilterPanelProps) {
  // Offered first, never chosen for the shopper: a listing narrows to a store only when asked.
  const remembered = useRememberedStore();
  const change = (changes: Partial<ListingQuery>) => onChange({ ...query, ...changes, page: 1 });
  const toggle = <Value,>(list: readonly Value[], value: Value) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  return (
    <Stack gap="4">
      {facets.brands.length > 0 && (
        <Group legend={listingText.brand}>
          {facets.brands.map(({ value, count }) => (
            <ChoiceRow
              key={value}
              type="checkbox"
              checked={query.brands.includes(value)}
              onChange={() => change({ brands: toggle(query.brands, value) })}
            >
              {findBrand(value)?.label ?? value}
              <Count count={count} />
            </ChoiceRow>
          ))}
        </Group>
      )}
      <Group legend={listingText.price}>
        <PriceRange
          query={query}
          range={facets.priceRange}
          boxes={price}
          applies={priceApplies}
          idPrefix={idPrefix}
          onTyped={onPriceTyped}
          onApply={onPriceApply}
        />
      </Group>
      <Group legend={listingText.availability}>
        <ChoiceRow
          type="checkbox"
          checked={query.inStockOnly}
          onChange={() => change({ inStockOnly: !query.inStockOnly })}
        >
          {listingText.inStockOnly}
        </ChoiceRow>
      </Group>
      <OneOf
        legend={listingText.availableAt}
        name={`${idPrefix}-available-at`}
        anyLabel={listingText.anyStore}
        options={remembered.stores.map(({ id }) => ({ value: id }))}
        chosen={query.availableAt}
        labelOf={(id) =>
          id === remembered.storeId ? listingText.yourStore(storeName(id)) : storeName(id)
        }
        onChoose={(availableAt) => change({ availableAt })}
      />
      <OneOf
        legend={listingText.useCase}
        name={`${idPrefix}-use-case`}
        anyLabel={listingText.anyUseCase}
        options={facets.useCases}
        chosen={query.useCase}
        labelOf={(useCase) => useCaseNames[useCase]}
        onChoose={(useCase) => change({ useCase })}
      />
      {/* Offered once the shop's ratings are known (src/services/ratings.ts). */}
      {facets.ratings.length > 0 && (
        <OneOf
          legend={listingText.rating}
          name={`${idPrefix}-rating`}
          anyLabel={listingText.anyRating}
          options={facets.ratings}
          chosen={query.minRating}
          labelOf={listingText.ratingAtLeast}
          onChoose={(minRating) => change({ minRating })}
        />
      )}
      {facets.specs.map(({ field, options }) => (
        <Group key={field} legend={specificationLabels[field]}>
          {options.map(({ value, count }) => (
            <ChoiceRow
              key={value}
              type="checkbox"
              checked={query.specs[field]?.includes(value) ?? false}
              onChange={() =>
                change({
                  specs: { ...query.specs, [field]: toggle(query.specs[field] ?? [], value) },
                })
              }
            >
              {specificationText(field, value)}
              <Count count={count} />
            </ChoiceRow>
          ))}
        </Group>
      ))}
    </Stack>
  );
}

interface OneOfProps<Value> {
  legend: string;
  name: string;
  anyLabel: string;
  /** Each with how many products it would leave, when that is known. */
  options: readonly (Omit<FacetOption<Value>, 'count'> & { count?: number })[];
  chosen: Value | undefined;
  labelOf: (value: Value) => string;
  onChoose: (value: Value | undefined) => void;
}

/** A filter that takes one value or none ('Any'), as radios (with counts, when known). */
function OneOf<Value extends string | number>({
  legend,
  name,
  anyLabel,
  options,
  chosen,
  labelOf,
  onChoose,
}: OneOfProps<Value>) {
  return (
    <Group legend={legend}>
      <ChoiceRow
        type="radio"
        name={name}
        checked={chosen === undefined}
        onChange={() => onChoose(undefined)}
      >
        {anyLabel}
      </ChoiceRow>
      {options.map(({ value, count }) => (
        <ChoiceRow
          key={value}
          type="radio"
          name={name}
          checked={chosen === value}
          onChange={() => onChoose(value)}
        >
          {labelOf(value)}
          {count !== undefined && <Count count={count} />}
        </ChoiceRow>
      ))}
    </Group>
  );
}

interface PriceRangeProps {
  query: ListingQuery;
  range: ListingFacets['priceRange'];
  boxes: PriceBoxes;
  applies: FilterPanelProps['priceApplies'];
  idPrefix: string;
  onTyped: FilterPanelProps['onPriceTyped'];
  onApply: () => void;
}

/** A box's text and, by the price rule, the bound it reads as, in cents. */
function typedPrice(text: string): TypedPrice {
  const dollars = readPriceBound(text);
  return { text, cents: typeof dollars === 'number' ? centsOf(dollars) : dollars };
}

/** The text a box shows for a bound of the query: whole dollars, or blank for none. */
const boxText = (cents: number | undefined) =>
  cents === undefined ? '' : String(wholeDollars(cents));

/**
 * Two boxes of whole dollars; blank means no bound. They show the query's bounds until the
 * shopper types; what they hold, its check and when it applies are the machine's.
 */
function PriceRange({ query, range, boxes, applies, idPrefix, onTyped, onApply }: PriceRangeProps) {
  const fieldStyles = useRecipe({ key: 'input' })({});
  const min = boxes.typed?.min ?? typedPrice(boxText(query.minPriceCents));
  const max = boxes.typed?.max ?? typedPrice(boxText(query.maxPriceCents));
  const problem = boxes.problem === 'notWhole' ? listingText.priceNotWhole : undefined;
  const errorId = `${idPrefix}-price-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  const box = (bound: 'min' | 'max', value: string) => (
    <Box as="label" flex="1" textStyle="sm">
      {bound === 'min' ? listingText.priceMin : listingText.priceMax}
      <chakra.input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        placeholder={
          range
            ? listingText.pricePlaceholder(
                // Whole dollars that take in every price: down from the cheapest, up from the dearest.
                bound === 'min'
                  ? wholeDollarsBelow(range.minCents)
                  : wholeDollarsAbove(range.maxCents),
              )
            : undefined
        }
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => {
          const typed = typedPrice(event.target.value);
          onTyped(bound === 'min' ? typed : min, bound === 'max' ? typed : max);
        }}
        css={fieldStyles}
        mt="1"
        h={{ base: '11', lg: '9' }}
      />
    </Box>
  );

  return (
    <Stack as="form" gap="2" onSubmit={submit}>
      <Flex gap="2">
        {box('min', min.text)}
        {box('max', max.text)}
      </Flex>
      {problem && (
        <Text id={errorId} role="alert" color="fg.error" textStyle="sm">
          {problem}
        </Text>
      )}
      {applies === 'button' && (
        <Button type="submit" size="sm" variant="outline">
          {listingText.applyPrice}
        </Button>
      )}
    </Stack>
  );
}
