import { Box, Button, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { OptionSelect } from '../../../components/ui/option-select';
import { NAME_TYPES, type NameType } from '@heirloom/shared/rules/names';
import { TrashIcon } from '../../../components/ui/icons';
import { PlusIcon } from '../../../components/ui/more-icons';
import { blankNameRow, hasNameParts, type NamePartKey, type NameRow } from '../utils/name-rows';
import { FormField } from '../../../components/ui/form-field';

const PARTS: Array<[NamePartKey, string]> = [
  ['prefix', 'Prefix'],
  ['first_name', 'First name'],
  ['middle_name', 'Middle name'],
  ['last_name', 'Last name'],
  ['suffix', 'Suffix'],
];

const NAME_TYPE_OPTIONS = NAME_TYPES.map((type) => ({ value: type, label: type }));

interface NamesEditorProps {
  rows: NameRow[];
  onChange: (rows: NameRow[]) => void;
}

/**
 * A person's names (birth, married, nick names, legal changes), each with its five parts. A new
 * name needs a first, middle or last name; one with only a prefix or suffix is merged into the main
 * name rather than added (spec 001 section 4), and the form says so before it happens.
 */
export function NamesEditor({ rows, onChange }: NamesEditorProps) {
  const update = (key: string, change: Partial<NameRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const remove = (key: string) => onChange(rows.filter((row) => row.key !== key));

  return (
    <Stack gap="4">
      {rows.map((row, index) => {
        const label = index === 0 ? 'Main name' : `Other name ${index}`;
        const mergesIntoMain = index > 0 && !hasNameParts(row) && (row.prefix.trim() !== '' || row.suffix.trim() !== '');
        return (
          <Box key={row.key} as="fieldset" borderWidth="1px" borderColor="border.muted" rounded="lg" p={{ base: '3', md: '4' }} bg="bg.panel">
            <HStack as="legend" px="1" gap="2" fontWeight="semibold">
              {label}
            </HStack>
            <Stack gap="3">
              <HStack gap="2" align="flex-end">
                <Box flex="1" maxW="60">
                  <FormField label="Name type">
                    <OptionSelect size="sm" value={row.name_type} onValueChange={(type) => update(row.key, { name_type: type as NameType })} options={NAME_TYPE_OPTIONS} />
                  </FormField>
                </Box>
                {rows.length > 1 && (
                  <IconButton ms="auto" variant="ghost" size="sm" colorPalette="red" aria-label={`Remove ${label.toLowerCase()}`} onClick={() => remove(row.key)}>
                    <TrashIcon />
                  </IconButton>
                )}
              </HStack>
              <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: '0.7fr 1fr 1fr 1fr 0.7fr' }} gap="3">
                {PARTS.map(([part, partLabel]) => (
                  <FormField key={part} label={partLabel}>
                    <Input size="sm" value={row[part]} autoComplete="off" onChange={(event) => update(row.key, { [part]: event.target.value })} />
                  </FormField>
                ))}
              </Grid>
              {mergesIntoMain && (
                <Text textStyle="sm" color="fg.muted" role="note">
                  This name has no first, middle or last name, so it will be merged into the main name instead of being added.
                </Text>
              )}
            </Stack>
          </Box>
        );
      })}
      <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => onChange([...rows, blankNameRow('Married Name')])}>
        <PlusIcon /> Add another name
      </Button>
    </Stack>
  );
}
