import { HStack, Image, Portal, Text } from '@chakra-ui/react';
import { Menu } from '../../../components/ui/chakra/menu';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import { useEffect } from 'react';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { faceLabel } from '../utils/face-geometry';

export interface CardFacesMenuProps {
  faces: readonly FaceView[];
  /** The card shows its face boxes while the list is open. */
  onOpenChange: (open: boolean) => void;
  onChoose: (face: FaceView) => void;
}

/** A photo card's list of faces, loaded the first time someone may open it (see ./card-faces). */
export function CardFacesMenu({ trigger, defaultOpen, faces, onOpenChange, onChoose }: CardFacesMenuProps & DeferredPartProps) {
  // Opening at mount reports no change; the card still has to know.
  useEffect(() => {
    if (defaultOpen) onOpenChange(true);
  }, [defaultOpen, onOpenChange]);
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen} onOpenChange={(details) => onOpenChange(details.open)}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52" maxW="72">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Who is in this photo</Menu.ItemGroupLabel>
              {faces.map((face) => (
                <Menu.Item key={face.id} value={face.id} py="1.5" onClick={() => onChoose(face)}>
                  <HStack gap="2" minW="0">
                    <Image src={face.thumbnail_url} alt="" boxSize="8" rounded="md" objectFit="cover" flexShrink={0} />
                    <Text truncate color={face.person ? undefined : 'fg.muted'} fontStyle={face.person ? undefined : 'italic'}>
                      {faceLabel(face)}
                    </Text>
                  </HStack>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
