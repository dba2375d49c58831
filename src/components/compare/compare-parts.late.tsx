import { Badge, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  selectCount,
  selectIsCompared,
  selectPending,
  selectProductIds,
} from '#machines/compare/compare.selectors.ts';
import { COMPARE_IDS_PARAM, compareIdsValue } from '#machines/compare/compare.rules.ts';
import { useCompare } from '#src/actors/use-compare.ts';
import { compareText as text } from '#src/content/compare.ts';
import { path } from '#src/routing/paths.ts';
import { CompareIcon } from './compare-icon.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { LinkButton } from '#src/components/ui/link-button.tsx';

export interface CompareProps {
  productId?: string;
  productName?: string;
  chooser?: boolean;
}

/** What `Compare` (compare-entry.tsx) loads: a product's toggle, or the header's link. */
export function ComparePart({ productId, productName, chooser }: CompareProps) {
  if (productId !== undefined) {
    return <CompareToggle productId={productId} productName={productName ?? productId} />;
  }
  return (
    <>
      <CompareLink />
      {chooser && <ReplaceChooserWhenPending />}
    </>
  );
}

/**
 * How 'Compare' looks, pressed or not; the prerendered page carries the CSS of the unpressed one,
 * which shows on every card once the page has started (`late-styles.tsx`).
 */
export const compareToggleLook = (compared: boolean) =>
  ({
    size: 'xs',
    variant: compared ? 'solid' : 'surface',
    colorPalette: compared ? 'blue' : 'gray',
    position: 'relative',
    zIndex: '1',
  }) as const;

/**
 * 'Compare': adds the product to the comparison or takes it out; `aria-pressed` says which. A
 * fifth product opens the chooser (the header's `CompareLink` shows it).
 */
function CompareToggle({ productId, productName }: { productId: string; productName: string }) {
  const { compared, toggle } = useCompare({
    compared: (snapshot) => selectIsCompared(snapshot, productId),
  });
  return (
    <Button
      {...compareToggleLook(compared)}
      aria-pressed={compared}
      aria-label={text.toggleLabel(productName)}
      onClick={() => toggle(productId)}
    >
      <CompareIcon />
      {text.toggle}
    </Button>
  );
}

/** The header's link to the comparison (`/compare?ids=`), when it holds any. */
function CompareLink() {
  const { count, productIds } = useCompare({ count: selectCount, productIds: selectProductIds });
  return (
    count > 0 && (
      <LinkButton asChild variant="ghost" px="2" gap="1">
        <RouterLink
          to={`${path.compare}?${COMPARE_IDS_PARAM}=${compareIdsValue(productIds)}`}
          aria-label={text.link(count)}
        >
          <CompareIcon />
          <Badge aria-hidden variant="solid" colorPalette="blue">
            {count}
          </Badge>
        </RouterLink>
      </LinkButton>
    )
  );
}

// The chooser's dialog (Chakra's dialog, its focus trap and portal: about 25 KiB gzip) is fetched
// when a fifth product first waits for it, not with the header on every page.
const ReplaceChooser = lazyPart(() =>
  import('./replace-chooser.tsx').then((module) => module.ReplaceChooser),
);

/** The list is full and a fifth product waits: the chooser, or nothing. */
function ReplaceChooserWhenPending() {
  const { pending, cancel } = useCompare({ pending: selectPending });
  return pending !== null && <ReplaceChooser isOpen onClose={cancel} />;
}
