import { Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { TextField } from '#src/components/form/text-field.tsx';
import { StaffChoice } from './staff-page.tsx';
import { staffProductChoiceText as text } from './text.ts';

/**
 * How many products the chooser lists at most: every product of a shop of a few hundred; at
 * 10,000 (docs/performance.md), those matching what staff type, not a list no one can scroll.
 */
export const LISTED_AT_MOST = 200;

export interface ProductGroup {
  /** The group's `<optgroup>` label; none for a list of one group. */
  label?: string;
  products: readonly { id: string; name: string }[];
}

/** Whether every word typed is part of the product's name or id, whatever the case. */
const matcher = (query: string) => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return ({ id, name }: { id: string; name: string }) =>
    words.every((word) => name.toLowerCase().includes(word) || id.toLowerCase().includes(word));
};

/**
 * The groups as listed for `query`: the first `LISTED_AT_MOST` products that match, in order, and
 * the one chosen (`chosenId`) wherever it is; `count` is how many match.
 */
function listedFor(groups: readonly ProductGroup[], query: string, chosenId: string) {
  const matches = matcher(query);
  const matching = groups.map((group) => group.products.filter(matches));
  let room = LISTED_AT_MOST;
  const listed = groups.map((group, index) => {
    const shown = matching[index]!.slice(0, room);
    room -= shown.length;
    const chosen = group.products.find((product) => product.id === chosenId);
    return { ...group, products: chosen && !shown.includes(chosen) ? [chosen, ...shown] : shown };
  });
  return { listed, count: matching.reduce((sum, products) => sum + products.length, 0) };
}

/**
 * A staff page's choice of product, in `groups` in their order: a find field over a list of at
 * most `LISTED_AT_MOST`, which always holds the product chosen (so typing never changes the
 * choice or the form under it), and a status line that says how many match.
 */
export function StaffProductChoice({
  label,
  help,
  groups,
  value,
  onChange,
}: {
  label: string;
  help: string;
  groups: readonly ProductGroup[];
  value: string;
  onChange: (productId: string) => void;
}) {
  const selectId = useId();
  const [query, setQuery] = useState('');
  const { listed, count } = listedFor(groups, query, value);
  const typed = query.trim();
  const status =
    count > LISTED_AT_MOST
      ? text.firstOf(LISTED_AT_MOST, count)
      : typed === ''
        ? ''
        : count === 0
          ? text.noMatch(typed)
          : text.matches(count);
  const options = (products: ProductGroup['products']) =>
    products.map((product) => (
      <option key={product.id} value={product.id}>
        {`${product.name} (${product.id})`}
      </option>
    ));
  return (
    <Stack gap="3">
      <TextField
        label={text.find}
        helperText={text.findHelp}
        type="search"
        autoComplete="off"
        value={query}
        onValueChange={setQuery}
      />
      <StaffChoice
        id={selectId}
        label={label}
        help={help}
        value={value}
        onChange={onChange}
        maxW="full"
      >
        {listed.map((group) =>
          group.label === undefined
            ? options(group.products)
            : group.products.length > 0 && (
                <optgroup key={group.label} label={group.label}>
                  {options(group.products)}
                </optgroup>
              ),
        )}
      </StaffChoice>
      {/* Said as staff type (a live region), not a status: the page's status is its form's answer. */}
      <Text aria-live="polite" textStyle="sm" color="fg.muted">
        {status}
      </Text>
    </Stack>
  );
}
