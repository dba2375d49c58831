import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import {
  Children,
  useEffect,
  type FocusEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type Ref,
} from 'react';
import ImportedSlider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { carouselText } from '#src/content/carousel.ts';
import { PauseIcon, PlayIcon } from './page-icons.tsx';
import { useHydrated } from './use-hydrated.ts';
import { useMediaQuery } from './use-media-query.ts';

// Under Vite 8 the CommonJS default export arrives as the module object, and React would render
// an object ("Element type is invalid ... got: object"; Vitest does not catch it, so the end-to-end
// tests render every carousel).
const Slider =
  (ImportedSlider as unknown as { default?: typeof ImportedSlider }).default ?? ImportedSlider;

/** The slider instance, for buttons outside it (`slickPrev`, `slickNext`, `slickPause`, ...). */
export type CarouselHandle = ImportedSlider;
export type CarouselSettings = Settings;

interface CarouselProps {
  /** The carousel's accessible name, e.g. 'Latest products'. */
  label: string;
  settings: CarouselSettings;
  /** Space between slides, in pixels. */
  gap?: number;
  sliderRef: Ref<CarouselHandle>;
  /** `useCarouselAutoplay`'s: the slides hold while focus is in the carousel. */
  holdWhileFocused: CarouselAutoplay['holdWhileFocused'];
  children: ReactNode;
}

/**
 * Keeps the slides that are out of view (`aria-hidden`, including the copies an endless carousel
 * adds at both ends) out of the tab order too: otherwise Tab would land on links nobody sees.
 */
function useInertHiddenSlides() {
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const sync = () => {
      for (const slide of root.querySelectorAll('.slick-slide')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return rootRef;
}

const onResize = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

/**
 * The settings for the window's width: the base ones merged with the `responsive` entry of the
 * smallest breakpoint (a max-width) the window fits in. react-slick 0.31 applies its `responsive`
 * only when the width crosses a breakpoint, not at load, so a phone got the desktop's five slides.
 */
function useSettingsForWidth({ responsive = [], ...base }: CarouselSettings): CarouselSettings {
  const breakpoints = responsive.map((entry) => entry.breakpoint).sort((a, b) => a - b);
  // A prerendered page has no window width: it holds the widest's slides, laid out for the
  // window by CSS until react-slick runs (serverTrackForEachWidth).
  const breakpoint = useSyncExternalStore(
    onResize,
    () => breakpoints.find((width) => window.innerWidth <= width),
    () => undefined,
  );
  const settings = responsive.find((entry) => entry.breakpoint === breakpoint)?.settings;
  return typeof settings === 'object' ? { ...base, ...settings } : base;
}

/**
 * Until react-slick runs, a prerendered carousel is its markup for the widest width (the server
 * knows no window): its track holds the slides and `n` copies at each end for the `n` slides
 * shown there. These rules lay that track out for the window's width as react-slick will once
 * it runs (each slide 1/slidesToShow of the list, the first one at its start) and hide every
 * slide outside it, links included, so nothing moves when react-slick takes over and nothing
 * hidden can be reached by Tab. Only the server's style matches (a `left` in percent:
 * react-slick's own, once it runs, has none); `!important` overrides that inline style.
 */
function serverTrackForEachWidth(
  { slidesToShow = 1, responsive = [], infinite = true }: CarouselSettings,
  slideCount: number,
) {
  const copies = infinite && slideCount > slidesToShow ? slidesToShow : 0;
  const track = (shown: number) => ({
    '& .slick-track[style*="left"]': {
      width: `${((slideCount + 2 * copies) / shown) * 100}% !important`,
      left: `${(-copies / shown) * 100}% !important`,
    },
    [`& .slick-track[style*="left"] > .slick-slide:nth-child(-n+${copies}), & .slick-track[style*="left"] > .slick-slide:nth-child(n+${copies + shown + 1})`]:
      { visibility: 'hidden' },
  });
  const steps = responsive
    .flatMap(({ breakpoint, settings }) =>
      typeof settings === 'object' && settings.slidesToShow
        ? [{ breakpoint, shown: settings.slidesToShow }]
        : [],
    )
    .sort((a, b) => b.breakpoint - a.breakpoint);
  return {
    ...track(slidesToShow),
    ...Object.fromEntries(
      steps.map(({ breakpoint, shown }) => [`@media (max-width: ${breakpoint}px)`, track(shown)]),
    ),
  };
}

/**
 * A react-slick carousel as the shop uses it: a labelled region whose slides share one height,
 * spaced by `gap`, with hidden slides unreachable by keyboard.
 */
export function Carousel({
  label,
  settings,
  gap = 0,
  sliderRef,
  holdWhileFocused,
  children,
}: CarouselProps) {
  const rootRef = useInertHiddenSlides();
  const settingsForWidth = useSettingsForWidth(settings);
  const hydrated = useHydrated();
  return (
    <Box
      ref={rootRef}
      role="region"
      aria-roledescription={carouselText.roleDescription}
      aria-label={label}
      {...holdWhileFocused}
      css={{
        '& .slick-list': { marginInline: `${-gap / 2}px` },
        '& .slick-track': { display: 'flex' },
        '& .slick-slide': { height: 'auto', paddingInline: `${gap / 2}px` },
        // react-slick wraps each slide in two divs of its own; they pass the height on.
        '& .slick-slide > div, & .slick-slide > div > div': { height: '100%' },
        ...(hydrated ? {} : serverTrackForEachWidth(settings, Children.count(children))),
      }}
    >
      <Slider ref={sliderRef} arrows={false} accessibility {...settingsForWidth}>
        {children}
      </Slider>
    </Box>
  );
}

/**
 * Play and pause for a carousel whose settings say `autoplay: true` (WCAG 2.2.2: moving content
 * can be paused). Shoppers who ask for less motion get still slides until they press play; a
 * pause holds through hovering; only play starts the slides again. Before hydration (the
 * prerendered page) no motion preference is known, and nothing moves until the script runs.
 * The slides also hold while focus is in the carousel: a slide moved out of view is inert, and
 * the link a keyboard user stands on would go with it, focus dropped to the page. react-slick's
 * own `pauseOnFocus` listens on the slide's box, which a link inside it never focuses.
 * Given the carousel's settings: react-slick's play would start any carousel moving, so one
 * whose settings do not autoplay is left alone.
 */
export function useCarouselAutoplay({ autoplay: autoplays = false }: CarouselSettings) {
  const sliderRef = useRef<CarouselHandle>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [choice, setChoice] = useState<'play' | 'pause'>();
  const [focusWithin, setFocusWithin] = useState(false);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const moving = playing && !focusWithin;
  useEffect(() => {
    if (!autoplays) return;
    if (moving) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
  }, [autoplays, moving]);
  const toggle = () => setChoice(playing ? 'pause' : 'play');
  const holdWhileFocused = {
    onFocus: () => setFocusWithin(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
    },
  };
  return { sliderRef, playing, toggle, holdWhileFocused };
}

type CarouselAutoplay = ReturnType<typeof useCarouselAutoplay>;

interface AutoplayButtonProps extends Omit<IconButtonProps, 'aria-label' | 'onClick'> {
  autoplay: CarouselAutoplay;
  /** What moves, for the label: 'Pause the slideshow'. */
  what: string;
}

export function AutoplayButton({ autoplay, what, ...props }: AutoplayButtonProps) {
  return (
    <IconButton
      aria-label={autoplay.playing ? carouselText.pause(what) : carouselText.play(what)}
      onClick={autoplay.toggle}
      {...props}
    >
      {autoplay.playing ? <PauseIcon /> : <PlayIcon />}
    </IconButton>
  );
}
