import { SizedImage } from '#src/components/ui/sized-image.tsx';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { timing } from '#machines/timing.ts';
import {
  testimonialAvatarSize,
  testimonials,
  type Testimonial,
} from '#src/content/testimonials.ts';
import { homeText } from '#src/content/home.ts';
import type { CarouselSettings } from '#src/components/ui/carousel.tsx';
import type { HeldHeights } from '#src/components/ui/drawn-when-near.ts';
import { SliderSection } from './slider-section.tsx';

// One testimonial, two from 640 px, three from 1024 px, moving on every 5 s
// (docs/decisions/0016-what-is-shown-when.md).
const testimonialSettings: CarouselSettings = {
  infinite: true,
  autoplay: true,
  autoplaySpeed: timing.carousel.testimonialsAutoplay,
  pauseOnHover: true,
  speed: 500,
  slidesToShow: 3,
  slidesToScroll: 1,
  responsive: [
    { breakpoint: 1023, settings: { slidesToShow: 2 } },
    { breakpoint: 639, settings: { slidesToShow: 1 } },
  ],
};

/** The slider's height at each breakpoint, its longest quote's as drawn (measured at 320-1920 px). */
const testimonialHeights: HeldHeights = {
  base: '390px',
  sm: '300px',
  md: '305px',
  lg: '345px',
  xl: '330px',
};

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Stack as="figure" h="full" gap="4" p="6" borderWidth="1px" borderRadius="xl" bg="bg">
      <Box as="blockquote" flex="1" fontSize="md" lineHeight="tall">
        <Text>“{testimonial.quote}”</Text>
      </Box>
      <Flex as="figcaption" gap="3" align="center">
        {/* The name beside it says who it is, so the portrait needs no description. */}
        <SizedImage
          src={testimonial.avatar}
          alt=""
          size={testimonialAvatarSize}
          w="12"
          borderRadius="full"
          loading="lazy"
        />
        <Box>
          <Text fontWeight="semibold">{testimonial.name}</Text>
          <Text textStyle="sm" color="fg.muted">
            {testimonial.role}
          </Text>
        </Box>
      </Flex>
    </Stack>
  );
}

/** What shoppers say, a slider on the home page. */
export function Testimonials() {
  return (
    <SliderSection
      title={homeText.testimonialsTitle}
      slideName={homeText.slideNames.testimonial}
      settings={testimonialSettings}
      heldHeights={testimonialHeights}
    >
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </SliderSection>
  );
}
