import { useId, useMemo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import StarterKit from '@tiptap/starter-kit';
import {
  fieldContainerClasses,
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonStrikethrough,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor as TiptapEditor,
  useRichTextEditorContext,
} from 'mui-tiptap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language.ts';

type EditorLabel =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'undo'
  | 'redo';

const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  // Room to write, and the same heading sizes the published page uses.
  '& .ProseMirror': { minHeight: 180, lineHeight: 1.7 },
  '& .ProseMirror h2': { fontSize: '1.375rem' },
  '& .ProseMirror h3': { fontSize: '1.125rem' },
  // The field's outline is mui-tiptap's own element, drawn like a text field's: red while the text is
  // invalid, as a text field's is.
  [`&[data-invalid="true"] .${fieldContainerClasses.notchedOutline}`]: {
    borderColor: theme.palette.error.main,
  },
}));

const Label = styled('span')({ fontWeight: 700 });

const Help = styled('span')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
  '&[data-error="true"]': { color: theme.palette.error.main },
}));

interface RichTextEditorProps {
  label: string;
  /** The HTML the editor starts with; a new value after mounting is ignored (remount with a `key`). */
  initialHtml?: string;
  /** Called with the HTML on every change, or '' when the text is empty. */
  onChange: (html: string) => void;
  /** Says what the text is for; replaced by the error while there is one. */
  hint?: string;
  error?: string;
}

/**
 * The menus, only while their editor is alive. While the page first draws, a render React later throws
 * away can still see an editor the engine has already destroyed (its extensions gone): the heading menu
 * and the link menu would throw there, which React reports as an error before it recovers. They appear
 * with the live editor's next render.
 */
function WhenEditorAlive({ children }: { children: ReactNode }) {
  const editor = useRichTextEditorContext();
  return editor && !editor.isDestroyed ? children : null;
}

/**
 * The admins' rich-text field (blogs, the webinar, package descriptions): headings, emphasis, lists,
 * quotes and links, as HTML. The server cleans that HTML on save and pages render it through RichText,
 * which sanitises it again. Heavy (the editor engine), so pages load it only where an editor is shown.
 */
export function RichTextEditor({ label, initialHtml = '', onChange, hint, error }: RichTextEditorProps) {
  const { t } = useTranslation();
  // English keeps the editor's own labels; another language names every control in its words.
  const translated = useLanguage() !== 'en';
  const tip = (key: EditorLabel) => (translated ? { tooltipLabel: t(`editor.${key}`) } : {});
  const labelId = useId();
  const helpId = useId();
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, defaultProtocol: 'https', protocols: ['mailto', 'tel'] },
      }),
      LinkBubbleMenuHandler,
    ],
    [],
  );
  const message = error ?? hint;

  // The editable area is no form control, so its name, description and state are set on it by hand. The
  // editor hands these props to its view again whenever they are a new object, replacing attributes set any
  // other way: so they are all here, and the object changes only when they do.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(message ? { 'aria-describedby': helpId } : {}),
        'aria-invalid': String(Boolean(error)),
      },
    }),
    [labelId, helpId, message, error],
  );

  return (
    <Root data-invalid={Boolean(error)}>
      <Label id={labelId}>{label}</Label>
      <TiptapEditor
        extensions={extensions}
        content={initialHtml}
        immediatelyRender
        editorProps={editorProps}
        onUpdate={({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML())}
        renderControls={() => (
          <WhenEditorAlive>
            <MenuControlsContainer>
              <MenuSelectHeading
                {...(translated && {
                  labels: {
                    paragraph: t('editor.paragraph'),
                    heading2: t('editor.heading2'),
                    heading3: t('editor.heading3'),
                    empty: t('editor.changeTo'),
                  },
                })}
              />
              <MenuDivider />
              <MenuButtonBold {...tip('bold')} />
              <MenuButtonItalic {...tip('italic')} />
              <MenuButtonUnderline {...tip('underline')} />
              <MenuButtonStrikethrough {...tip('strike')} />
              <MenuDivider />
              <MenuButtonBulletedList {...tip('bulletList')} />
              <MenuButtonOrderedList {...tip('orderedList')} />
              <MenuButtonBlockquote {...tip('blockquote')} />
              <MenuButtonEditLink {...tip('link')} />
              <MenuDivider />
              <MenuButtonUndo {...tip('undo')} />
              <MenuButtonRedo {...tip('redo')} />
            </MenuControlsContainer>
          </WhenEditorAlive>
        )}
      >
        {() => (
          <WhenEditorAlive>
            <LinkBubbleMenu
              {...(translated && {
                labels: {
                  viewLinkEditButtonLabel: t('editor.linkEdit'),
                  viewLinkRemoveButtonLabel: t('editor.linkRemove'),
                  editLinkAddTitle: t('editor.linkAdd'),
                  editLinkEditTitle: t('editor.linkEditTitle'),
                  editLinkTextInputLabel: t('editor.linkText'),
                  editLinkHrefInputLabel: t('editor.linkHref'),
                  editLinkCancelButtonLabel: t('editor.linkCancel'),
                  editLinkSaveButtonLabel: t('editor.linkSave'),
                },
              })}
            />
          </WhenEditorAlive>
        )}
      </TiptapEditor>
      {message && (
        <Help id={helpId} data-error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </Help>
      )}
    </Root>
  );
}
