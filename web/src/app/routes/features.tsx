import { Box, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { List } from '../../components/ui/chakra/list';
import type { ComponentType } from 'react';
import { HeroIllustration } from '../../components/ui/hero-illustration';
import { CheckIcon, FaceIcon, FamilyIcon, PhotoIcon, TreeIcon } from '../../components/ui/icons';
import { HeartIcon, MapPinIcon } from '../../components/ui/more-icons';
import { LinkButton } from '../../components/ui/router-link';
import { TRIAL_DAYS } from '../../config/pricing';

interface Feature {
  id: string;
  icon: ComponentType<{ width?: string; height?: string }>;
  title: string;
  summary: string;
  points: string[];
}

const FEATURES: Feature[] = [
  {
    id: 'photos',
    icon: PhotoIcon,
    title: 'A photo library for the whole family',
    summary:
      'Bring every photo, video and scanned document into one private library, whatever phone, camera or scanner it came from.',
    points: [
      'Upload JPEG, HEIC, PNG, WebP, TIFF, RAW and GIF photos, MP4, MOV, AVI and other videos, and PDF documents.',
      'Import the photos you already keep on Facebook, Dropbox and Google Photos.',
      'Dates and places are read from each photo; fill in the missing ones for many photos at once.',
      'Browse by person, place, event or date, and find the photos still missing a date, a place or an event.',
      'Correct faded colours and remove noise from old scans in one click.',
    ],
  },
  {
    id: 'faces',
    icon: FaceIcon,
    title: 'Faces grouped by person, named once',
    summary:
      'Heirloom finds the faces in every photo and groups the ones that belong to the same person, so naming a face once names them everywhere.',
    points: [
      'New faces are gathered into unnamed people, with a reminder of how many are waiting for a name.',
      'Link a face to someone in your tree and all their photos appear on their page.',
      'Fix a wrong match in two clicks, forget a face, or choose the photo used as a person’s picture.',
      'Face groups stay inside your family’s library; they are never used to identify anyone elsewhere.',
    ],
  },
  {
    id: 'tree',
    icon: TreeIcon,
    title: 'A family tree you can back up with evidence',
    summary:
      'Build your tree with people, life events, notes, citations and sources, the way careful family historians work.',
    points: [
      'Record births, marriages, baptisms, military service, emigration and more than 30 other kinds of event, with everyone who took part and their role.',
      'Event names are written for you, such as “Ann born to Mary and John”, and stay editable.',
      'Attach notes and citations to people, names and events, and link each citation to a source such as a certificate you scanned.',
      'Import an existing tree from a GEDCOM file, and see ancestor and descendant charts.',
      'Spot duplicates and merge them after comparing both versions side by side.',
    ],
  },
  {
    id: 'timeline-map',
    icon: MapPinIcon,
    title: 'A timeline and a map of your family’s life',
    summary: 'See where and when things happened, for one person or for the whole family.',
    points: [
      'A timeline of events and dated photos, with a jump to any decade or year.',
      'A map of where photos were taken and events took place; open any place to see everything that happened there.',
      'Each person’s page gathers their details, timeline, photos, map, notes and citations.',
    ],
  },
  {
    id: 'sharing',
    icon: FamilyIcon,
    title: 'Shared with the relatives who care',
    summary:
      'Invite your family by e-mail. Everyone sees the same photos and the same tree, and everyone can help get the details right.',
    points: [
      'Relatives accept a family sharing invitation and see the photos and tree you share with them.',
      'Each photo shows who uploaded it; only the uploader can delete it.',
      'Family members can correct and add to the details of the people in the tree.',
      'Photos and documents can be downloaded for albums, reunions and memorials.',
    ],
  },
  {
    id: 'free-viewing',
    icon: HeartIcon,
    title: 'Free for the family to view',
    summary:
      'Looking at your own family’s memories should never cost anything. Only the people who upload and build the tree need a plan.',
    points: [
      'The Free plan lets relatives view, download and help with details, for as long as they like.',
      `Try uploading for ${TRIAL_DAYS} days without entering a card.`,
      'If you stop paying, nothing you uploaded is deleted: your family can still see it.',
    ],
  },
];

export function Component() {
  return (
    <>
      <title>Features · Heirloom</title>
      <Box as="section" aria-labelledby="features-title" bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg">
        <Container maxW="6xl" px={{ base: '5', md: '6' }} py={{ base: '10', md: '16' }}>
          <Flex direction={{ base: 'column', lg: 'row' }} align="center" gap={{ base: '8', lg: '12' }}>
            <Box flex="1" textAlign={{ base: 'center', lg: 'start' }}>
              <Text textStyle="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.700" mb="3">
                Features
              </Text>
              <Heading id="features-title" as="h1" textStyle={{ base: '3xl', md: '5xl' }} lineHeight="1.15" fontWeight="semibold">
                Every family photo and every family story, in one place
              </Heading>
              <Text mt="5" textStyle={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl" mx={{ base: 'auto', lg: '0' }}>
                Heirloom is a private photo library and a careful family-history tool in one. Upload your photos once:
                Heirloom recognises the faces, dates and places in them and connects them to the people in your family
                tree, so the whole family can browse, correct and add to the same record.
              </Text>
              <HStack mt="8" gap="3" justify={{ base: 'center', lg: 'flex-start' }} wrap="wrap">
                <LinkButton to="/signup" size="lg">
                  Sign up
                </LinkButton>
                <LinkButton to="/plans" size="lg" variant="outline">
                  See plans and pricing
                </LinkButton>
              </HStack>
            </Box>
            <HeroIllustration flex="1" w="full" maxW={{ base: 'sm', md: 'md', lg: 'lg' }} />
          </Flex>
        </Container>
      </Box>

      <Container maxW="6xl" px={{ base: '5', md: '6' }} py={{ base: '10', md: '16' }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.id} feature={feature} />
          ))}
        </SimpleGrid>
      </Container>

      <Box as="section" aria-labelledby="features-cta" bg="brand.700" color="white">
        <Container maxW="4xl" px={{ base: '5', md: '6' }} py={{ base: '12', md: '16' }} textAlign="center">
          <Heading id="features-cta" as="h2" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Start with the photos you already have
          </Heading>
          <Text mt="4" textStyle="lg" color="brand.100">
            Sign up, upload a few photos and name the first faces. Your relatives join for free.
          </Text>
          <HStack mt="8" gap="3" justify="center" wrap="wrap">
            <LinkButton to="/signup" size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              Sign up
            </LinkButton>
            <LinkButton to="/plans" size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              Compare plans
            </LinkButton>
          </HStack>
        </Container>
      </Box>
    </>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const Icon = feature.icon;
  return (
    <Stack as="section" aria-labelledby={`feature-${feature.id}`} gap="4" p={{ base: '5', md: '7' }} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" shadow="xs">
      <HStack gap="4" align="center">
        <Box display="inline-flex" p="2.5" rounded="lg" bg="brand.50" color="brand.700">
          <Icon width="7" height="7" />
        </Box>
        <Heading id={`feature-${feature.id}`} as="h2" textStyle={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="1.25">
          {feature.title}
        </Heading>
      </HStack>
      <Text color="fg.muted">{feature.summary}</Text>
      <List.Root gap="2.5" variant="plain">
        {feature.points.map((point) => (
          <List.Item key={point} alignItems="flex-start">
            <List.Indicator asChild color="sage.600" mt="0.5">
              <CheckIcon />
            </List.Indicator>
            {point}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
