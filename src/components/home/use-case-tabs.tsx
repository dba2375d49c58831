import { Box, chakra, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { memo, useDeferredValue, useId, useRef, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tabsMachine, type TabsEvent } from '#machines/tabs/tabs.machine.ts';
import { selectSelectedTab } from '#machines/tabs/tabs.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { listingHrefForUseCase } from '#src/routing/use-case-listing.ts';
import { homeText } from '#src/content/home.ts';
import type { Product } from '#catalog/product.ts';
import { findUseCase, useCases, type UseCase } from '#catalog/taxonomy.ts';
import { productsForUseCase } from '#catalog/use-cases.ts';
import { ProductGrid } from '#src/components/product/product-grid.tsx';
import { LinkButton } from '#src/components/ui/link-button.tsx';

/**
 * The most products a tab shows; the rest are on the filtered listing
 * (docs/decisions/0016-what-is-shown-when.md).
 */
const USE_CASE_TAB_LIMIT = 8;

const text = homeText.useCaseTabs;

// The keys that move the selection, and the event each sends.
const tabKeys: Record<string, Exclude<TabsEvent, { type: 'tab.select' }>['type']> = {
  ArrowRight: 'tab.next',
  ArrowLeft: 'tab.previous',
  Home: 'tab.first',
  End: 'tab.last',
};

/** For each use case, the products its tab shows and how many suit it in all. */
export type ShowcaseByUseCase = Record<UseCase, { shown: Product[]; total: number }>;

/** What the tabs show of `products`: the page's data holds only this, not the whole catalog. */
export function showcaseByUseCase(products: readonly Product[]): ShowcaseByUseCase {
  const entries = useCases.map((useCase) => {
    const matching = productsForUseCase(products, useCase);
    return [useCase, { shown: matching.slice(0, USE_CASE_TAB_LIMIT), total: matching.length }];
  });
  return Object.fromEntries(entries) as ShowcaseByUseCase;
}

/**
 * The home page's tabs 'For Students', 'For Gamers', ...: the selected tab's first 8
 * products, on the tabs machine. WAI-ARIA tabs with automatic activation: the arrow keys, Home
 * and End select a tab and move focus to it; Tab goes on into the panel.
 */
export function UseCaseTabs({ byUseCase }: { byUseCase: ShowcaseByUseCase }) {
  const [snapshot, send, actorRef] = useMachine(tabsMachine, {
    input: { tabs: useCases, selected: 'students' },
    inspect,
    systemId: 'useCaseTabs',
  });
  const selected = toUseCase(selectSelectedTab(snapshot));
  const tabs = useRef(new Map<UseCase, HTMLButtonElement>());
  const id = useId();
  const tabId = (useCase: UseCase) => `${id}-tab-${useCase}`;
  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;

  const onKeyDown = (event: KeyboardEvent) => {
    const type = tabKeys[event.key];
    if (!type || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    send({ type });
    // The machine answers at once; its choice gets the focus (automatic activation).
    tabs.current.get(toUseCase(selectSelectedTab(actorRef.getSnapshot())))?.focus();
  };

  // The tab shows as selected in the frame after the tap; its eight cards render just after,
  // in the background (TabPanelContent), so the tap is answered at once on a slow phone.
  const shownUseCase = useDeferredValue(selected);
  const { shown, total } = byUseCase[shownUseCase];

  return (
    <Container as="section" aria-labelledby={headingId} maxW="7xl" py={{ base: '8', md: '12' }}>
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} mb="4">
        {text.heading}
      </Heading>
      {/* On a phone the four tabs are wider than the screen: the strip scrolls, not the page. */}
      <Box overflowX="auto" mb="6" borderBottomWidth="1px">
        <Flex role="tablist" aria-label={text.tabListLabel} w="max-content" minW="full" gap="1">
          {useCases.map((useCase) => {
            const isSelected = useCase === selected;
            return (
              <chakra.button
                key={useCase}
                ref={(element: HTMLButtonElement | null) => {
                  if (element) tabs.current.set(useCase, element);
                  else tabs.current.delete(useCase);
                }}
                type="button"
                role="tab"
                id={tabId(useCase)}
                aria-selected={isSelected}
                aria-controls={panelId}
                tabIndex={isSelected ? 0 : -1}
                flexShrink={0}
                whiteSpace="nowrap"
                px={{ base: '3', md: '4' }}
                py="2.5"
                mb="-1px"
                textStyle={{ base: 'sm', md: 'md' }}
                fontWeight={isSelected ? 'bold' : 'medium'}
                color={isSelected ? 'brand.fg' : 'fg.muted'}
                // Selection shows as a thick underline and bold type, not only as a colour.
                borderBottomWidth="3px"
                borderBottomColor={isSelected ? 'brand.solid' : 'transparent'}
                borderTopRadius="md"
                cursor="pointer"
                _hover={{ color: 'fg', bg: 'bg.muted' }}
                focusRing="inside"
                onClick={() => send({ type: 'tab.select', tab: useCase })}
                onKeyDown={onKeyDown}
              >
                {text.tabLabel(useCase)}
              </chakra.button>
            );
          })}
        </Flex>
      </Box>
      <Box
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        borderRadius="md"
        focusRing="outside"
      >
        <TabPanelContent useCase={shownUseCase} shown={shown} total={total} />
      </Box>
    </Container>
  );
}

interface TabPanelContentProps {
  useCase: UseCase;
  shown: Product[];
  total: number;
}

/**
 * The selected tab's cards and its 'View All' link. A memo: when a tab is tapped the tab strip
 * re-renders at once, and this waits for the deferred render instead of drawing the old cards
 * again in the tap's own task.
 */
const TabPanelContent = memo(function TabPanelContent({
  useCase,
  shown,
  total,
}: TabPanelContentProps) {
  return shown.length > 0 ? (
    <Stack gap="6">
      <ProductGrid products={shown} headingLevel={3} />
      {total > shown.length && (
        <LinkButton asChild variant="outline" alignSelf="center">
          <RouterLink to={listingHrefForUseCase(useCase)}>{text.viewAll(useCase)}</RouterLink>
        </LinkButton>
      )}
    </Stack>
  ) : (
    <Stack gap="2" py="10" align="center" textAlign="center">
      <Text fontWeight="semibold">{text.emptyTitle}</Text>
      <Text color="fg.muted">{text.emptyBody(useCase)}</Text>
    </Stack>
  );
});

// The machine holds the tab as a string; it is always one of `useCases`, which it was given.
const toUseCase = (tab: string): UseCase => findUseCase(tab) ?? useCases[0];
