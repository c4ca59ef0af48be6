import { Box, Input, Stack } from '@chakra-ui/react';
import { RadioGroup } from '../../../components/ui/chakra/radio-group';
import { GENDER_CHOICES } from '@heirloom/shared/rules/gender';
import type { SexChoice } from '../utils/sex';

/** Spec 001 section 5: 'Gender: Male, Female, Other (free text)'. */
export function SexField({ value, onChange }: { value: SexChoice; onChange: (value: SexChoice) => void }) {
  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="2">
        Gender
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
        <RadioGroup.Root
          value={value.choice || null}
          onValueChange={(details) => onChange({ ...value, choice: (details.value ?? '') as SexChoice['choice'] })}
          orientation="horizontal"
        >
          <Stack direction="row" gap="5">
            {GENDER_CHOICES.map((choice) => (
              <RadioGroup.Item key={choice} value={choice}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{choice}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {value.choice === 'Other' && (
          <Input
            size="sm"
            maxW={{ sm: '60' }}
            aria-label="Gender, in your own words"
            placeholder="In your own words"
            value={value.otherText}
            onChange={(event) => onChange({ ...value, otherText: event.target.value })}
          />
        )}
      </Stack>
    </Box>
  );
}
