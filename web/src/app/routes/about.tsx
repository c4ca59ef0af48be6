import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageIntro } from '../../components/ui/page-intro';
import { LinkButton } from '../../components/ui/router-link';
import { SUPPORT_EMAIL } from '../../config/site';

const BELIEFS = [
  {
    title: 'Your photos belong to you',
    text: 'We never sell your photos or your family’s information, never show you advertising, and never use your pictures to train anything outside your own library. You can download everything you uploaded at any time.',
  },
  {
    title: 'Looking is free',
    text: 'Grandparents, cousins and in-laws should not need a subscription to see their own family. Viewing, downloading and helping with details is free for everyone you invite.',
  },
  {
    title: 'History deserves evidence',
    text: 'A family tree is only as good as its sources. Heirloom keeps notes, citations and scanned records next to the people and events they prove, so the next generation can check the work.',
  },
  {
    title: 'Private by default',
    text: 'Nothing you upload is public. Only the relatives you invite can see what you share, and each photo always shows who added it.',
  },
];

export function Component() {
  return (
    <>
      <title>About · Heirloom</title>
      <PageIntro
        eyebrow="About"
        title="We built Heirloom to keep family stories together"
        lead="Most families have the same problem: the photos are scattered across phones, old hard drives, social networks and shoe boxes, and the stories that explain them live in the memories of a few people."
      />

      <Container maxW="3xl" px={{ base: '5', md: '6' }} pb={{ base: '10', md: '14' }}>
        <Stack gap="5" textStyle="lg" color="fg">
          <Text>
            Photo apps are good at storing pictures but know nothing about who your great-aunt was. Genealogy tools are
            good at recording who married whom but treat photos as an afterthought. So the picture of a wedding ends
            up in one place, and the record of that marriage in another, and nobody remembers which cousin is standing
            on the left.
          </Text>
          <Text>
            Heirloom joins the two. Upload your photos and Heirloom recognises the faces, reads the dates and places,
            and lets you connect them to the people and events in your family tree. Every photo of your grandmother
            appears on her page, next to her birth record, her wedding and the notes your family has gathered about
            her life.
          </Text>
          <Text>
            And because family history is a group effort, Heirloom is built for the whole family: the person who scans
            the albums, the grandparent who knows the names, and the cousin on another continent who has the letters.
          </Text>
        </Stack>
      </Container>

      <Box as="section" aria-labelledby="beliefs" bg="bg.subtle" borderYWidth="1px" borderColor="border.muted">
        <Container maxW="6xl" px={{ base: '5', md: '6' }} py={{ base: '10', md: '14' }}>
          <Heading id="beliefs" as="h2" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold" textAlign="center">
            What we believe
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="8">
            {BELIEFS.map((belief) => (
              <Box key={belief.title} p="6" bg="bg.panel" rounded="xl" borderWidth="1px" borderColor="border.muted">
                <Heading as="h3" textStyle="xl" fontWeight="semibold">
                  {belief.title}
                </Heading>
                <Text mt="2" color="fg.muted">
                  {belief.text}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container as="section" aria-labelledby="get-in-touch" maxW="3xl" px={{ base: '5', md: '6' }} py={{ base: '10', md: '14' }} textAlign="center">
        <Heading id="get-in-touch" as="h2" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
          Get in touch
        </Heading>
        <Text mt="3" textStyle="lg" color="fg.muted">
          Questions, ideas or a family story you would like to tell us? Write to{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.700" textDecoration="underline">
            {SUPPORT_EMAIL}
          </Link>
          . A person reads every message.
        </Text>
        <HStack mt="8" gap="3" justify="center" wrap="wrap">
          <LinkButton to="/signup" size="lg">
            Sign up
          </LinkButton>
          <LinkButton to="/features" size="lg" variant="outline">
            See the features
          </LinkButton>
        </HStack>
      </Container>
    </>
  );
}
