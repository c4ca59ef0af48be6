import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { AppLink } from '../../../components/ui/router-link';
import { PERSON_HEIGHT, PERSON_WIDTH, type PersonInput } from '../utils/layout-input';
import { siblingsLabel } from '../utils/siblings-label';
import type { PlacedFold } from '../utils/tree-layout';
import { initialsOf } from '../../../lib/initials';
import { CardButton, palette, textStyle } from './tree-drawing';

const FACE = 30;
const FACES_SHOWN = 2;
const TEXT_RIGHT = PERSON_WIDTH - 14;

/**
 * The card standing for the centre's brothers and sisters on a view too narrow for their row: a
 * couple of their initials and how many there are. Activating it lists them (SiblingsDialog). The
 * words sit on the card's right, nearest the centre: on a phone the view opens on the centre and
 * this card, left of it, may show only that side.
 */
export function SiblingsFoldCard({ fold, onOpen }: { fold: PlacedFold; onOpen: () => void }) {
  const label = siblingsLabel(fold.people);
  // '2 brothers' over 'and sisters': short lines, clear of the faces.
  const lines = label.split(/ (?=and |or )/);
  return (
    <g transform={`translate(${fold.x},${fold.y})`} data-fold={fold.id}>
      <CardButton
        role="button"
        tabIndex={0}
        aria-haspopup="dialog"
        // Every word drawn on the card, in order (WCAG 2.5.3): what is read out is what is seen.
        aria-label={`${label} Show them`}
        data-testid="siblings-fold"
        style={{ cursor: 'pointer' }}
        onClick={onOpen}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            event.stopPropagation();
            onOpen();
          }
        }}
      >
        <title>{label}</title>
        <rect width={PERSON_WIDTH} height={PERSON_HEIGHT} rx={12} fill="#ffffff" stroke="#64748b" strokeWidth={1.5} strokeDasharray="6 4" />
        <text textAnchor="end" fill="#1f2937" style={textStyle(14, 600)}>
          {lines.map((line, index) => (
            <tspan key={index} x={TEXT_RIGHT} y={(lines.length > 1 ? 28 : 36) + index * 17}>
              {/* A space after each line, the last too: the text read out is '2 brothers and sisters Show them', not '…sistersShow them'. */}
              {`${line} `}
            </tspan>
          ))}
        </text>
        <text x={TEXT_RIGHT} y={lines.length > 1 ? 66 : 58} textAnchor="end" fill="#475569" style={textStyle(12, 500)}>
          Show them
        </text>
      </CardButton>
      {/* Drawn over the card's button, not in it, and letting clicks through: initials are not words of its name. */}
      <g aria-hidden pointerEvents="none">
        {fold.people.slice(0, FACES_SHOWN).map((person, index) => {
          const colours = palette(person.sex);
          const cx = 14 + FACE / 2 + index * (FACE + 4);
          return (
            <g key={person.id}>
              <circle cx={cx} cy={PERSON_HEIGHT / 2} r={FACE / 2} fill={colours.fill} stroke="#ffffff" strokeWidth={2} />
              <text x={cx} y={PERSON_HEIGHT / 2 + 4} textAnchor="middle" fill={colours.text} style={textStyle(11, 600)}>
                {initialsOf(person.name)}
              </text>
            </g>
          );
        })}
      </g>
    </g>
  );
}

interface SiblingsDialogProps {
  fold: PlacedFold | null;
  /** Whose brothers and sisters they are. */
  centreName: string;
  onClose: () => void;
  /** A brother or sister chosen: the tree re-centres on them. */
  onChoose: (person: PersonInput) => void;
}

/** The folded brothers and sisters, listed with the years of their lives: a name re-centres the tree on them, Open goes to their page. */
export function SiblingsDialog({ fold, centreName, onClose, onChoose }: SiblingsDialogProps) {
  return (
    <Dialog.Root open={fold !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" lazyMount unmountOnExit>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>{`Brothers and sisters of ${centreName}`}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body pb="6">
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Brothers and sisters">
            {fold?.people.map((person) => (
              <HStack as="li" key={person.id} gap="2">
                <Button
                  variant="ghost"
                  flex="1"
                  minW="0"
                  justifyContent="flex-start"
                  h="auto"
                  py="2"
                  px="2"
                  onClick={() => onChoose(person)}
                  // The years drawn are in the name too (WCAG 2.5.3), after the person's name as the row shows them.
                  aria-label={`Centre the tree on ${person.name || 'Unnamed person'}${person.years ? ` ${person.years}` : ''}`}
                >
                  <AvatarBadge name={person.name} src={person.photo ?? undefined} size="sm" colorPalette={/^f/i.test(person.sex.trim()) ? 'pink' : 'blue'} />
                  <Text truncate fontWeight="medium">
                    {person.name || 'Unnamed person'}
                  </Text>
                  {person.years && (
                    <Text as="span" flexShrink={0} textStyle="xs" color="fg.muted" fontWeight="normal" data-testid="sibling-years">
                      {person.years}
                    </Text>
                  )}
                </Button>
                <Box flexShrink="0">
                  <AppLink to={`/person/${person.id}`} color="brand.700" textStyle="sm" fontWeight="semibold" aria-label={`Open ${person.name || 'Unnamed person'}`}>
                    Open
                  </AppLink>
                </Box>
              </HStack>
            ))}
          </Stack>
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  );
}
