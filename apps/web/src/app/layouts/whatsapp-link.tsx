import { styled } from '@mui/material/styles';
import { WhatsAppIcon } from '../../components/icons.tsx';
import { useSiteConfig, whatsappChatUrl } from '../../lib/site-config.ts';

const Floating = styled('a')(({ theme }) => ({
  position: 'fixed',
  right: 16,
  bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
  zIndex: theme.zIndex.speedDial,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  // WhatsApp's darker brand green keeps the white glyph above 4:1.
  background: '#128c7e',
  color: '#ffffff',
  boxShadow: '0 8px 24px rgba(18, 140, 126, 0.4)',
  transition: theme.transitions.create('transform'),
  '&:hover': { transform: 'scale(1.06)' },
  '&:focus-visible': { outline: '3px solid #0b5fa5', outlineOffset: 3 },
}));

/** The floating "chat on WhatsApp" button of every public page and sign-in screen. */
export function WhatsAppLink() {
  const site = useSiteConfig();
  return (
    <aside aria-label="Chat support">
      <Floating
        href={whatsappChatUrl(site)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
      >
        <WhatsAppIcon size={30} />
      </Floating>
    </aside>
  );
}
