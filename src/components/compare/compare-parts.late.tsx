import { Badge, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
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
import { useCatalogNames } from './use-catalog-names.ts';
import { CompareIcon } from './compare-icon.tsx';
import { useOpenAfterMount } from '#src/components/ui/use-open-after-mount.ts';
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
      {chooser && <ReplaceChooser />}
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

/** The list is full and a fifth product waits: which one does it replace? */
function ReplaceChooser() {
  const { pending, productIds, replace, cancel } = useCompare({
    pending: selectPending,
    productIds: selectProductIds,
  });
  const open = useOpenAfterMount(pending !== null);
  const names = useCatalogNames(pending === null ? [] : [pending, ...productIds]);
  if (pending === null) return null;
  const nameOf = (id: string) => names.get(id) ?? id;
  return (
    <Dialog.Root open={open} onOpenChange={({ open: stillOpen }) => stillOpen || cancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{text.chooserTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{text.chooserText(nameOf(pending))}</Text>
                {productIds.map((id) => (
                  <Button
                    key={id}
                    variant="outline"
                    justifyContent="start"
                    onClick={() => replace(id)}
                  >
                    {text.replaceLabel(nameOf(id))}
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={cancel}>{text.keep}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
