import { Box, Container, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  AutoplayButton,
  Carousel,
  useCarouselAutoplay,
  type CarouselSettings,
} from '#src/components/ui/carousel.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '#src/components/ui/page-icons.tsx';
import { carouselText } from '#src/content/carousel.ts';
import { drawnWhenNear, type HeldHeights } from '#src/components/ui/drawn-when-near.ts';
import { LinkButton } from '#src/components/ui/link-button.tsx';

/**
 * The spacing between the slides of the home page's sliders
 * (docs/decisions/0016-what-is-shown-when.md).
 */
const SLIDE_GAP = 16;

interface SliderSectionProps {
  title: string;
  description?: string;
  /** A link beside the title, e.g. to the whole listing. */
  action?: { label: string; to: string };
  /** What one slide is, for the buttons' labels: 'product', 'testimonial'. */
  slideName: string;
  settings: CarouselSettings;
  /** The section's height until it is first drawn (`drawnWhenNear`): its slides' own. */
  heldHeights: HeldHeights;
  children: ReactNode;
}

/**
 * A home page section whose items slide: a heading, an optional link, previous and next buttons
 * (and play/pause when the settings autoplay), then the carousel.
 */
export function SliderSection({
  title,
  description,
  action,
  slideName,
  settings,
  heldHeights,
  children,
}: SliderSectionProps) {
  const headingId = useId();
  const autoplay = useCarouselAutoplay(settings);
  const { sliderRef } = autoplay;
  const controlProps = { variant: 'outline', size: 'sm', borderRadius: 'full' } as const;
  return (
    <Container
      as="section"
      aria-labelledby={headingId}
      maxW="7xl"
      py={{ base: '8', md: '12' }}
      css={drawnWhenNear(heldHeights)}
    >
      <Flex justify="space-between" align="end" gap="4" mb="6" wrap="wrap">
        <Box>
          <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {description && (
            <Text mt="1" color="fg.muted">
              {description}
            </Text>
          )}
        </Box>
        <Flex gap="2" align="center" wrap="wrap">
          {action && (
            <LinkButton asChild variant="plain" size="sm" color="brand.fg">
              <RouterLink to={action.to}>{action.label}</RouterLink>
            </LinkButton>
          )}
          {settings.autoplay && (
            <AutoplayButton
              autoplay={autoplay}
              what={carouselText.slides(slideName)}
              {...controlProps}
            />
          )}
          <IconButton
            aria-label={carouselText.previous(slideName)}
            onClick={() => sliderRef.current?.slickPrev()}
            {...controlProps}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={carouselText.next(slideName)}
            onClick={() => sliderRef.current?.slickNext()}
            {...controlProps}
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      </Flex>
      <Carousel
        label={title}
        settings={settings}
        gap={SLIDE_GAP}
        sliderRef={sliderRef}
        holdWhileFocused={autoplay.holdWhileFocused}
      >
        {children}
      </Carousel>
    </Container>
  );
}
