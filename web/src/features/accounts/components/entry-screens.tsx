import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/ui/router-link';
import { TRIAL_DAYS } from '@heirloom/shared/plans';
import { safeRedirectTo, withRedirectTo } from '../utils/redirect-to';
import { EntryCard, EntryPage } from './entry-card';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { SocialSignIn } from './social-sign-in';

function useRedirectTo() {
  const [searchParams] = useSearchParams();
  return safeRedirectTo(searchParams.get('redirect_to'));
}

function SwitchLink({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <Text mt="6" textAlign="center" color="fg.muted">
      {question}{' '}
      <AppLink to={to} color="brand.700" fontWeight="semibold">
        {label}
      </AppLink>
    </Text>
  );
}

/** /login */
export function LoginScreen() {
  const redirectTo = useRedirectTo();
  return (
    <EntryPage>
      <title>Log in · Heirloom</title>
      <EntryCard title="Log in" lead="Welcome back. Log in to see your family's photos and family tree.">
        <SocialSignIn context="signin" />
        <LoginForm />
        <SwitchLink question="New to Heirloom?" to={withRedirectTo('/signup', redirectTo)} label="Create an account" />
      </EntryCard>
    </EntryPage>
  );
}

/** /signup */
export function SignupScreen() {
  const redirectTo = useRedirectTo();
  return (
    <EntryPage>
      <title>Sign up · Heirloom</title>
      <EntryCard
        title="Sign up"
        lead={`Create your free account. Viewing your family's photos is always free, and a ${TRIAL_DAYS}-day trial, with no card needed, lets you upload and build your tree.`}
      >
        <SocialSignIn context="signup" />
        <SignupForm />
        <SwitchLink question="Already have an account?" to={withRedirectTo('/login', redirectTo)} label="Log in" />
      </EntryCard>
    </EntryPage>
  );
}

/** /welcome: log in and sign up side by side (stacked on a phone). */
export function WelcomeScreen() {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <title>Welcome to Heirloom</title>
      <Box maxW="5xl" mx="auto">
        <Box textAlign="center" mb={{ base: '6', md: '10' }}>
          <Heading as="h1" textStyle={{ base: '3xl', md: '4xl' }} fontWeight="semibold">
            Welcome to Heirloom
          </Heading>
          <Text mt="3" color="fg.muted" textStyle={{ base: 'md', md: 'lg' }} maxW="2xl" mx="auto">
            Log in to pick up where you left off, or create an account to join your family.
          </Text>
        </Box>
        <Box maxW="sm" mx="auto">
          <SocialSignIn context="use" dividerLabel="or use your e-mail or phone" />
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }} alignItems="start">
          <EntryCard title="Log in" headingLevel="h2" lead="Use your e-mail or phone number.">
            <LoginForm />
          </EntryCard>
          <EntryCard title="Sign up" headingLevel="h2" lead={`New here? Viewing is free; try uploads free for ${TRIAL_DAYS} days.`}>
            <SignupForm />
          </EntryCard>
        </SimpleGrid>
      </Box>
    </Box>
  );
}
