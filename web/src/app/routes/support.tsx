import { Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { List } from '../../components/ui/chakra/list';
import { AppLink } from '../../components/ui/router-link';
import { SectionCard } from '../../components/ui/section-card';
import { SUPPORT_EMAIL } from '../../config/site';

const GETTING_STARTED = [
  { to: '/plans', text: 'Start your free 15-day trial (no card needed) so you can upload.' },
  { to: '/upload', text: 'Upload photos from this device, or import them from Facebook, Dropbox or Google Photos.' },
  { to: '/people', text: 'Select yourself among the people, then name the faces Heirloom finds.' },
  { to: '/invite/email', text: 'Invite your family: viewing and helping with the tree is free for them.' },
];

/** /support: how to get help, and the first steps in Heirloom. */
export function Component() {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Support · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Help and support
      </Heading>
      <Text mt="2" color="fg.muted" textStyle="lg">
        Real people read every message. We usually answer within one working day.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="8">
        <SectionCard title="Write to us">
          <Stack gap="3">
            <Text>Tell us what you were doing and what you expected to happen; a screenshot helps.</Text>
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.700" fontWeight="semibold">
              {SUPPORT_EMAIL}
            </Link>
          </Stack>
        </SectionCard>
        <SectionCard title="Your account">
          <List.Root gap="2" ps="5">
            <List.Item>
              Change your name, e-mail, phone or password on your <AppLink to="/profile" color="brand.700">profile</AppLink>.
            </List.Item>
            <List.Item>
              Forgot your password? Log out and choose <AppLink to="/forgot_password" color="brand.700">Forgot your password</AppLink>.
            </List.Item>
            <List.Item>
              Read how we look after your photos in the <AppLink to="/privacy" color="brand.700">Privacy Policy</AppLink>.
            </List.Item>
          </List.Root>
        </SectionCard>
      </SimpleGrid>
      <SectionCard mt="6" title="Getting started">
        <List.Root as="ol" gap="2" ps="5" listStyleType="decimal">
          {GETTING_STARTED.map((step) => (
            <List.Item key={step.to}>
              <AppLink to={step.to} color="brand.700">
                {step.text}
              </AppLink>
            </List.Item>
          ))}
        </List.Root>
      </SectionCard>
    </Container>
  );
}
