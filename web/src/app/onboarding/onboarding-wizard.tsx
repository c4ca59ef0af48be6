import { Box, Button, CloseButton, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { TreeIcon, PhotoIcon } from '../../components/ui/icons';
import { useEndOnboarding, useSaveOnboardingStep } from '../../features/home/api/dashboard';
import { afterQuestion, nextStep, startingStep, stepPosition, type OnboardingOutcome, type OnboardingStep } from '../../features/home/utils/onboarding-steps';
import { CongratulationsStep, GedcomUploadStep, PickYourselfStep, StepHeading } from './gedcom-steps';
import { MorePhotosStep, NameStep, OwnPhotoStep } from './photo-steps';

/**
 * The onboarding wizard (spec 001 section 4), at the top of the home page rather than in a modal:
 * the menus, the trial banner and the cards below stay usable while it is open. The URL hash is
 * the step (step1 keeps the plain address), so a reload resumes it, and the server keeps it, so
 * coming back to / does; Skip closes it at any time;
 * finished or skipped, the server remembers and it never shows again.
 */
export function OnboardingWizard({ user, onClose }: { user: UserView; onClose: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<OnboardingStep>(() => startingStep(user, location.hash));
  const end = useEndOnboarding();
  const { mutate: saveStep } = useSaveOnboardingStep();

  useEffect(() => {
    const hash = step === 'step1' ? '' : `#${step}`;
    if (location.hash !== hash) void navigate({ hash }, { replace: true });
  }, [step, location.hash, navigate]);

  // The server keeps the step too: / without the hash (another visit, another device) resumes it.
  const keptStep = user.onboarding_step ?? 'step1';
  useEffect(() => {
    if (step !== keptStep) saveStep(step);
  }, [step, keptStep, saveStep]);

  const close = (outcome: OnboardingOutcome) =>
    end.mutate(outcome, {
      onSuccess: () => {
        void navigate({ hash: '' }, { replace: true });
        onClose();
      },
    });
  const advance = useCallback((from: OnboardingStep) => setStep((current) => (current === from ? (nextStep(from) ?? current) : current)), []);
  const position = stepPosition(step);
  const last = nextStep(step) === null && step !== 'step1';

  return (
    <Box as="section" aria-labelledby="onboarding-title" data-testid="onboarding-wizard" mt={{ base: '6', md: '8' }} bg="bg.panel" borderWidth="2px" borderColor="brand.200" rounded="2xl" shadow="md" overflow="hidden">
      <HStack justify="space-between" gap="3" px={{ base: '4', md: '6' }} pt={{ base: '4', md: '5' }}>
        <Heading id="onboarding-title" as="h2" textStyle={{ base: 'lg', md: 'xl' }} fontWeight="semibold">
          Let's set up your family's Heirloom
        </Heading>
        <CloseButton size="sm" aria-label="Skip the welcome steps" onClick={() => close('skipped')} disabled={end.isPending} />
      </HStack>
      {position.path !== 'question' && (
        <Stack gap="1" px={{ base: '4', md: '6' }} pt="2">
          <Text textStyle="xs" color="fg.muted">
            {position.path === 'gedcom' ? 'Family tree' : 'Photos'} · step {position.index} of {position.count}
          </Text>
          <ProgressBar label="Welcome steps progress" fraction={position.index / position.count} />
        </Stack>
      )}
      <Stack gap="4" px={{ base: '4', md: '6' }} py={{ base: '4', md: '5' }}>
        {step === 'step1' && <QuestionStep onAnswer={(hasGedcom) => setStep(afterQuestion(hasGedcom))} />}
        {step === 'step2' && <GedcomUploadStep user={user} onDone={() => advance('step2')} />}
        {step === 'step3' && <PickYourselfStep onDone={() => advance('step3')} />}
        {step === 'step4' && <CongratulationsStep />}
        {step === 'stepe1' && <OwnPhotoStep user={user} onDone={() => advance('stepe1')} />}
        {step === 'stepe2' && <NameStep user={user} onDone={() => advance('stepe2')} />}
        {step === 'stepe3' && <MorePhotosStep user={user} />}
        {end.isError && <FormAlert>{end.error.message}</FormAlert>}
      </Stack>
      <HStack justify="space-between" gap="3" px={{ base: '4', md: '6' }} py="3" bg="bg.subtle" borderTopWidth="1px" borderColor="border.muted">
        <Button variant="ghost" size="sm" onClick={() => close('skipped')} disabled={end.isPending}>
          Skip
        </Button>
        {last && (
          <Button size="sm" onClick={() => close('finished')} loading={end.isPending}>
            {step === 'step4' ? 'Continue to Heirloom' : 'Finish'}
          </Button>
        )}
      </HStack>
    </Box>
  );
}

/** step1: does the user have a GEDCOM file? */
function QuestionStep({ onAnswer }: { onAnswer: (hasGedcom: boolean) => void }) {
  return (
    <Stack gap="5">
      <StepHeading icon={<TreeIcon />} title="Do you have a family tree file?">
        A GEDCOM file (.ged) is what family tree programs and sites such as Ancestry, MyHeritage, FamilySearch and Gramps export.
        With one, your whole tree comes in at once.
      </StepHeading>
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => onAnswer(true)}>
          <TreeIcon /> Yes, I have a GEDCOM file
        </Button>
        <Button variant="outline" onClick={() => onAnswer(false)}>
          <PhotoIcon /> No, start with photos
        </Button>
      </HStack>
    </Stack>
  );
}
