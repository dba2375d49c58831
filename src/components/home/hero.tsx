import { SizedImage } from '#src/components/ui/sized-image.tsx';
import { Badge, Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DELIVERY } from '#shop-api/cart-rules.ts';
import { timing } from '#machines/timing.ts';
import { formatCents } from '#shop-api/money.ts';
import {
  heroImageSize,
  heroNotes as heroNotesWith,
  heroSlides as heroSlidesWith,
  type HeroNoteId,
  type HeroSlide,
  homeText,
} from '#src/content/home.ts';
import { carouselText } from '#src/content/carousel.ts';
import {
  AutoplayButton,
  Carousel,
  useCarouselAutoplay,
  type CarouselSettings,
} from '#src/components/ui/carousel.tsx';
import { CashIcon, ReturnIcon, TruckIcon } from '#src/components/ui/page-icons.tsx';
import { LinkButton } from '#src/components/ui/link-button.tsx';

// The hero's amounts from the cart's rules (docs/decisions/0012-prices-and-delivery.md).
const amounts = { freeDeliveryOver: formatCents(DELIVERY.freeOverCents) };
const heroSlides = heroSlidesWith(amounts);
const heroNotes = heroNotesWith(amounts);

const noteIcons: Record<HeroNoteId, typeof TruckIcon> = {
  shipping: TruckIcon,
  returns: ReturnIcon,
  payment: CashIcon,
};

function Slide({ slide, index }: { slide: HeroSlide; index: number }) {
  return (
    <Box
      role="group"
      aria-roledescription={carouselText.slideRoleDescription}
      aria-label={carouselText.slidePosition(index + 1, heroSlides.length)}
      h="full"
      borderRadius="2xl"
      bgGradient="to-br"
      gradientFrom="brand.subtle"
      gradientTo="brand.muted"
      px={{ base: '6', md: '12' }}
      py={{ base: '8', md: '10' }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="center" h="full">
        <Stack gap="4" align="start">
          <Badge colorPalette="red" variant="solid" size="lg">
            {slide.badge}
          </Badge>
          <Heading as="h2" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
            {slide.heading}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="lg">
            {slide.subheading}
          </Text>
          <Flex gap="3" wrap="wrap" pt="2">
            <LinkButton asChild size="lg">
              <RouterLink to={slide.primary.to}>{slide.primary.label}</RouterLink>
            </LinkButton>
            <LinkButton asChild size="lg" variant="outline" bg="bg">
              <RouterLink to={slide.secondary.to}>{slide.secondary.label}</RouterLink>
            </LinkButton>
          </Flex>
        </Stack>
        {/* Hidden on phones by its box: slick.css gives every slide image `display: block`. */}
        <Box hideBelow="md">
          <SizedImage
            src={slide.image}
            alt={slide.imageAlt}
            size={heroImageSize}
            maxH="72"
            // The first slide is what a shopper sees first; the others can wait.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </Box>
      </SimpleGrid>
    </Box>
  );
}

/** The home page's hero: three sale slides, looping every 5 s, and three promises. */
export function Hero() {
  const [current, setCurrent] = useState(0);

  const settings: CarouselSettings = {
    infinite: true,
    autoplay: true,
    autoplaySpeed: timing.carousel.heroAutoplay,
    speed: 600,
    pauseOnHover: true,
    dots: true,
    // react-slick's own dot list has an inline `display: block`, which would stack the dots.
    appendDots: (dots) => <ul>{dots}</ul>,
    beforeChange: (_from, to) => setCurrent(to),
    customPaging: (index) => (
      <button
        type="button"
        aria-label={carouselText.showSlide(index + 1, heroSlides[index]?.heading ?? '')}
        aria-current={index === current ? 'true' : undefined}
      />
    ),
  };
  const autoplay = useCarouselAutoplay(settings);

  return (
    <Container as="section" aria-label={homeText.hero.label} maxW="7xl" pt={{ base: '4', md: '8' }}>
      <Box
        position="relative"
        css={{
          '& .slick-dots': {
            display: 'flex',
            justifyContent: 'center',
            gap: '1',
            mt: '2',
            listStyle: 'none',
          },
          '& .slick-dots button': {
            display: 'grid',
            placeItems: 'center',
            w: '6',
            h: '6',
            borderRadius: 'full',
            cursor: 'pointer',
            _before: {
              content: '""',
              w: '2.5',
              h: '2.5',
              borderRadius: 'full',
              // gray.500 keeps the 3:1 contrast a control needs on white (gray.400 does not).
              bg: 'gray.500',
              transition: 'width 0.2s',
            },
            _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
          },
          '& .slick-dots .slick-active button::before': { bg: 'brand.solid', w: '6' },
        }}
      >
        <Carousel
          label={homeText.hero.carouselLabel}
          settings={settings}
          sliderRef={autoplay.sliderRef}
          holdWhileFocused={autoplay.holdWhileFocused}
        >
          {heroSlides.map((slide, index) => (
            <Slide key={slide.id} slide={slide} index={index} />
          ))}
        </Carousel>
        <AutoplayButton
          autoplay={autoplay}
          what={homeText.hero.slideshow}
          variant="ghost"
          size="xs"
          position="absolute"
          right="0"
          bottom="0"
        />
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" mt="6">
        {heroNotes.map((note) => {
          const NoteIcon = noteIcons[note.id];
          return (
            <Flex
              as="li"
              key={note.id}
              gap="3"
              align="center"
              p="4"
              borderWidth="1px"
              borderRadius="xl"
            >
              <Flex
                boxSize="10"
                flexShrink="0"
                align="center"
                justify="center"
                borderRadius="full"
                bg="brand.subtle"
                color="brand.fg"
              >
                <NoteIcon />
              </Flex>
              <Box>
                <Text fontWeight="semibold">{note.title}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {note.detail}
                </Text>
              </Box>
            </Flex>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
