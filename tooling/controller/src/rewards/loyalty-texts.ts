/** The dashboard's loyalty texts per language file key, as `{LANG}-loyalty.json` serves them. */
export const LOYALTY_TEXTS: Readonly<Record<string, unknown>> = {
  EN: {
    title: 'Loyalty Club',
    intro: 'Every real-money bet earns comp points. Collect them to climb the levels and unlock better rewards.',
    points: { label: 'Comp points', redeem: 'Redeem 1,000 comp points for 1 in bonus money.' },
    levels: {
      bronze: 'Bronze: 5% weekly cashback',
      silver: 'Silver: 8% weekly cashback and a birthday bonus',
      gold: 'Gold: 12% weekly cashback and a personal host',
      platinum: 'Platinum: 15% weekly cashback and faster withdrawals',
    },
    dailyfreespins: 'Claim your daily free spins once a day.',
  },
  DE: {
    title: 'Treueclub',
    intro: 'Jeder Echtgeldeinsatz bringt Comp-Punkte. Sammle sie, steige Stufen auf und schalte bessere Prämien frei.',
    points: { label: 'Comp-Punkte', redeem: 'Tausche 1.000 Comp-Punkte gegen 1 Bonusgeld.' },
    levels: {
      bronze: 'Bronze: 5 % wöchentliches Cashback',
      silver: 'Silber: 8 % wöchentliches Cashback und ein Geburtstagsbonus',
      gold: 'Gold: 12 % wöchentliches Cashback und ein persönlicher Betreuer',
      platinum: 'Platin: 15 % wöchentliches Cashback und schnellere Auszahlungen',
    },
    dailyfreespins: 'Hol dir einmal am Tag deine täglichen Freispiele.',
  },
  ES: {
    title: 'Club de fidelidad',
    intro: 'Cada apuesta con dinero real suma puntos de fidelidad. Acumúlalos para subir de nivel y desbloquear mejores premios.',
    points: { label: 'Puntos de fidelidad', redeem: 'Canjea 1.000 puntos por 1 en dinero de bono.' },
    levels: {
      bronze: 'Bronce: 5 % de reembolso semanal',
      silver: 'Plata: 8 % de reembolso semanal y un bono de cumpleaños',
      gold: 'Oro: 12 % de reembolso semanal y un anfitrión personal',
      platinum: 'Platino: 15 % de reembolso semanal y retiros más rápidos',
    },
    dailyfreespins: 'Reclama tus giros gratis diarios una vez al día.',
  },
  FR: {
    title: 'Club fidélité',
    intro:
      'Chaque mise en argent réel rapporte des points de fidélité. Cumulez-les pour monter de niveau et débloquer de meilleures récompenses.',
    points: { label: 'Points de fidélité', redeem: 'Échangez 1 000 points contre 1 en argent bonus.' },
    levels: {
      bronze: 'Bronze : 5 % de cashback hebdomadaire',
      silver: 'Argent : 8 % de cashback hebdomadaire et un bonus d’anniversaire',
      gold: 'Or : 12 % de cashback hebdomadaire et un hôte personnel',
      platinum: 'Platine : 15 % de cashback hebdomadaire et des retraits plus rapides',
    },
    dailyfreespins: 'Réclamez vos tours gratuits quotidiens une fois par jour.',
  },
};
