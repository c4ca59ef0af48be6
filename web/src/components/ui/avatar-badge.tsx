import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { initialsOf } from '../../lib/initials';

/**
 * Chakra's avatar look (its `avatar` slot recipe) on plain elements. Chakra's Avatar runs a state
 * machine (zag) to swap the picture for the initials; on the first screens (the top bar's user menu,
 * the people cards) that machine was most of the weight, for what an `onLoad`/`onError` pair does.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });

const Root = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const Fallback = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'fallback');
const Picture = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image');

/** The avatar recipe's variants. */
interface AvatarVariants {
  size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | 'full';
  variant?: 'solid' | 'subtle' | 'outline';
  shape?: 'square' | 'rounded' | 'full';
}

export interface AvatarBadgeProps extends Omit<HTMLChakraProps<'div'>, 'children'>, AvatarVariants {
  /** Initials or an icon, shown until (and unless) the picture loads. */
  fallback?: ReactNode;
  /** Without a fallback, the initials of this name are shown (first and last word, as Chakra's Avatar). */
  name?: string;
  /** A picture drawn instead of the fallback once it has loaded. */
  src?: string | null;
}

/** A round badge with initials (or a picture), in the colour palette given. */
export function AvatarBadge({ fallback, name, src, ...props }: AvatarBadgeProps) {
  return (
    <Root {...props}>
      {/* A new picture starts unloaded: the key resets the state with it. */}
      <AvatarFace key={src ?? ''} fallback={fallback ?? initialsOf(name ?? '?')} src={src ?? null} />
    </Root>
  );
}

function AvatarFace({ fallback, src }: { fallback: ReactNode; src: string | null }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Fallback hidden={loaded}>{fallback}</Fallback>
      {src && <Picture src={src} alt="" draggable="false" referrerPolicy="no-referrer" hidden={!loaded} onLoad={() => setLoaded(true)} onError={() => setLoaded(false)} />}
    </>
  );
}

