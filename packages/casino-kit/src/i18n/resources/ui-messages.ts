import type { MESSAGES_TEXT_EN } from '@lobby/ui';

type Texts = Record<keyof typeof MESSAGES_TEXT_EN, string>;

/** German, Spanish and French texts of the message center. */
export const UI_MESSAGES: { readonly de: Texts; readonly es: Texts; readonly fr: Texts } = {
  de: {
    'messages.title': 'Nachrichten',
    'messages.unread': '{{count}} ungelesen',
    'messages.lastImport': 'Aktualisiert {{time}}',
    'messages.refresh': 'Aktualisieren',
    'messages.loading': 'Deine Nachrichten werden geladen…',
    'messages.error': 'Deine Nachrichten konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    'messages.retry': 'Erneut versuchen',
    'messages.empty': 'Noch keine Nachrichten. Neuigkeiten, Angebote und Kontohinweise erscheinen hier.',
    'messages.new': 'Neu',
    'messages.list': 'Deine Nachrichten',
  },
  es: {
    'messages.title': 'Mensajes',
    'messages.unread': '{{count}} sin leer',
    'messages.lastImport': 'Actualizado {{time}}',
    'messages.refresh': 'Actualizar',
    'messages.loading': 'Cargando tus mensajes…',
    'messages.error': 'No se pudieron cargar tus mensajes. Comprueba tu conexión e inténtalo de nuevo.',
    'messages.retry': 'Reintentar',
    'messages.empty': 'Aún no hay mensajes. Aquí aparecerán novedades, ofertas y avisos de tu cuenta.',
    'messages.new': 'Nuevo',
    'messages.list': 'Tus mensajes',
  },
  fr: {
    'messages.title': 'Messages',
    'messages.unread': 'Non lus : {{count}}',
    'messages.lastImport': 'Mis à jour le {{time}}',
    'messages.refresh': 'Actualiser',
    'messages.loading': 'Chargement de vos messages…',
    'messages.error': 'Vos messages n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.',
    'messages.retry': 'Réessayer',
    'messages.empty': 'Aucun message pour le moment. Nouveautés, offres et avis sur votre compte apparaîtront ici.',
    'messages.new': 'Nouveau',
    'messages.list': 'Vos messages',
  },
};
