import { Box, Flex, Link } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dropdownMachine, type DropdownEvent } from '#machines/dropdown/dropdown.machine.ts';
import { selectFocusedItem, selectOpenMenu } from '#machines/dropdown/dropdown.selectors.ts';
import { href } from '#src/routing/paths.ts';
import { headerText } from '#src/content/messages.ts';
import { categories, type Category } from '#catalog/taxonomy.ts';
import { ChevronDownIcon } from '#src/components/ui/icons.tsx';
import { menuBrands } from './menu-brands.ts';
import { inspect } from '#src/actors/inspect.ts';

// Dropdowns of the last few entries open leftwards, so they stay on screen.
const RIGHT_ALIGNED_FROM = categories.length - 3;

type ItemMove = Extract<DropdownEvent, { type: 'item.focus' }>['to'];
const itemKeys: Record<string, ItemMove> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * The desktop nav bar: one dropdown of brands per category, on the dropdown machine (hover opens
 * after 100 ms and closes 200 ms after leaving; fully keyboard operable). A dropdown's links are
 * drawn while it is open only: closed, they were 232 hidden elements in every page's first render
 * (the same brand pages are linked from /categories, which crawlers and the prerender follow).
 */
export function NavBar() {
  const [snapshot, send, actorRef] = useMachine(dropdownMachine, {
    inspect,
    systemId: 'navDropdown',
  });
  const openMenu = selectOpenMenu(snapshot);
  const focusedItem = selectFocusedItem(snapshot);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    const subscription = actorRef.on('trigger.refocus', ({ menu }) =>
      triggers.current.get(menu)?.focus(),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useEffect(() => {
    if (openMenu === null || focusedItem === null) return;
    panels.current.get(openMenu)?.querySelectorAll('a').item(focusedItem)?.focus();
  }, [openMenu, focusedItem]);

  const linkCount = (menu: string) => panels.current.get(menu)?.querySelectorAll('a').length ?? 0;

  const onKeyDown = (menu: string) => (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      send({ type: 'dropdown.dismiss' });
      return;
    }
    const onTrigger = event.target === triggers.current.get(menu);
    if (onTrigger && event.key === 'ArrowDown' && openMenu !== menu) {
      event.preventDefault();
      send({ type: 'trigger.arrowDown', menu });
      return;
    }
    const to = itemKeys[event.key];
    if (to && openMenu === menu) {
      event.preventDefault();
      send({ type: 'item.focus', to, count: linkCount(menu) });
    }
  };

  return (
    <Box as="nav" aria-label={headerText.categories} borderTopWidth="1px">
      <Flex as="ul" listStyleType="none" wrap="wrap" justify="center" gapX="1">
        {categories.map((category, index) => (
          <Box
            as="li"
            key={category.slug}
            position="relative"
            onMouseEnter={() => send({ type: 'pointer.entered', menu: category.slug })}
            onMouseLeave={() => send({ type: 'pointer.left' })}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) {
                send({ type: 'focus.left', menu: category.slug });
              }
            }}
            onKeyDown={onKeyDown(category.slug)}
          >
            <Box
              as="button"
              ref={(element: HTMLButtonElement | null) => {
                if (element) triggers.current.set(category.slug, element);
              }}
              aria-expanded={openMenu === category.slug}
              aria-controls={`nav-${category.slug}`}
              display="flex"
              alignItems="center"
              gap="1"
              px={{ base: '2', xl: '2.5' }}
              py="2.5"
              textStyle="sm"
              fontWeight="medium"
              cursor="pointer"
              borderRadius="sm"
              color={openMenu === category.slug ? 'brand.fg' : 'fg'}
              _hover={{ color: 'brand.fg' }}
              focusRing="inside"
              // Enter and Space click with detail 0: they toggle; a pointer click only opens.
              onClick={(event) =>
                send({
                  type: event.detail === 0 ? 'trigger.activated' : 'trigger.clicked',
                  menu: category.slug,
                })
              }
            >
              {category.navLabel}
              {/* Below 1280 px the chevrons give their room to the labels, to keep one line. */}
              <ChevronDownIcon boxSize="3.5" hideBelow="xl" />
            </Box>
            <BrandPanel
              category={category}
              isOpen={openMenu === category.slug}
              alignRight={index >= RIGHT_ALIGNED_FROM}
              panelRef={(element) => {
                if (element) panels.current.set(category.slug, element);
              }}
              onItemFocus={(item) =>
                send({ type: 'item.focus', to: item, count: linkCount(category.slug) })
              }
              onNavigate={() => send({ type: 'dropdown.close' })}
            />
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

interface BrandPanelProps {
  category: Category;
  isOpen: boolean;
  alignRight: boolean;
  panelRef: (element: HTMLElement | null) => void;
  onItemFocus: (item: number) => void;
  onNavigate: () => void;
}

function BrandPanel({
  category,
  isOpen,
  alignRight,
  panelRef,
  onItemFocus,
  onNavigate,
}: BrandPanelProps) {
  const links = [
    {
      label: headerText.allInCategory(category.label),
      to: href('category', { category: category.slug }),
    },
    ...menuBrands(category).map((brand) => ({
      label: brand.label,
      to: href('brand', { category: category.slug, brand: brand.slug }),
    })),
  ];
  return (
    <Box
      ref={panelRef}
      id={`nav-${category.slug}`}
      hidden={!isOpen}
      position="absolute"
      top="100%"
      {...(alignRight ? { right: '0' } : { left: '0' })}
      zIndex="dropdown"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      p="2"
      w="max-content"
      minW="14rem"
    >
      {isOpen && (
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gridTemplateColumns="repeat(2, minmax(7rem, auto))"
          gap="0.5"
        >
          {links.map((link, item) => (
            <Box as="li" key={link.to} gridColumn={item === 0 ? '1 / -1' : undefined}>
              <Link
                asChild
                display="block"
                px="3"
                py="1.5"
                borderRadius="sm"
                textStyle="sm"
                fontWeight={item === 0 ? 'semibold' : 'normal'}
                color="fg"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                focusRing="inside"
                onFocus={() => onItemFocus(item)}
                onClick={onNavigate}
              >
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
