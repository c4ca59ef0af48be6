import { IconButton } from '@chakra-ui/react';
import { isLinkCitation } from '@heirloom/shared/rules/citations';
import { ExternalLinkIcon } from '../../../components/ui/more-icons';

/** Spec 001 section 5: "A citation text starting with http shows an open-link icon". */
export function CitationLink({ citation }: { citation: string }) {
  if (!isLinkCitation(citation)) return null;
  return (
    <IconButton asChild variant="ghost" size="sm" colorPalette="brand">
      <a href={citation.trim()} target="_blank" rel="noopener noreferrer" aria-label="Open the cited web page in a new tab">
        <ExternalLinkIcon />
      </a>
    </IconButton>
  );
}
