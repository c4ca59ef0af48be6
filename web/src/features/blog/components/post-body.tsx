import { Box } from '@chakra-ui/react';

/**
 * The post's HTML. It was rendered from Markdown and sanitized on the server when published and
 * again when read (lambdas/domain/blog/sanitize-post-html.ts), so it is safe to insert as HTML.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <Box
      className="post-body"
      textStyle={{ base: 'md', md: 'lg' }}
      lineHeight="1.75"
      color="fg"
      css={{
        '& > * + *': { marginTop: '1.1em' },
        '& h2': { fontFamily: 'heading', fontSize: { base: '1.45em', md: '1.55em' }, fontWeight: 'semibold', lineHeight: '1.3', marginTop: '1.8em' },
        '& h3, & h4': { fontFamily: 'heading', fontSize: '1.2em', fontWeight: 'semibold', marginTop: '1.5em' },
        '& a': { color: 'brand.700', textDecoration: 'underline', textUnderlineOffset: '3px' },
        '& ul, & ol': { paddingInlineStart: '1.4em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.4em' },
        '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'brand.200', paddingInlineStart: '1em', color: 'fg.muted', fontStyle: 'italic' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'lg' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em', background: 'bg.muted', paddingInline: '0.3em', borderRadius: 'sm' },
        '& pre': { background: 'bg.muted', padding: '1em', borderRadius: 'md', overflowX: 'auto' },
        '& hr': { borderColor: 'border.muted' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
