import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkButton } from '../../../components/ui/router-link';
import { useCreatePerson } from '../api/create-person';
import { blankNameRow, namesForSave, type NameRow } from '../utils/name-rows';
import { sexValueOf, type SexChoice } from '../utils/sex';
import { NamesEditor } from './names-editor';
import { SexField } from './sex-field';

/** /person/new (spec 001 section 2, "The id may be new"): names and gender, then the person's own page. */
export function NewPersonScreen() {
  const [rows, setRows] = useState<NameRow[]>(() => [blankNameRow()]);
  const [sex, setSex] = useState<SexChoice>({ choice: '', otherText: '' });
  const create = useCreatePerson();
  const navigate = useNavigate();

  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <title>New person · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        New person
      </Heading>
      <Text color="fg.muted" mt="1" mb="6">
        Add someone to your family tree. Events, contacts, notes and citations can be added once they are saved.
      </Text>
      <Stack gap="8">
        <NamesEditor rows={rows} onChange={setRows} />
        <Box>
          <SexField value={sex} onChange={setSex} />
        </Box>
        {create.isError && <FormAlert>{create.error.message}</FormAlert>}
        <HStack gap="3">
          <Button
            loading={create.isPending}
            loadingText="Adding…"
            onClick={() =>
              create.mutate(
                { names: namesForSave(rows), sex: sexValueOf(sex) },
                { onSuccess: (person) => navigate(`/person/${encodeURIComponent(person.id)}/details`, { replace: true }) },
              )
            }
          >
            Add person
          </Button>
          <LinkButton to="/people" variant="ghost">
            Cancel
          </LinkButton>
        </HStack>
      </Stack>
    </Container>
  );
}
