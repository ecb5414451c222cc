import type { MessageDescriptor } from '@lingui/core';

/** product §9: the occasions and tones of the inspiration helper. */
export const OCCASIONS = ['Happy Birthday', 'Thank You', "I'm Sorry", 'Congratulations', 'Thinking of You'] as const;
export type Occasion = (typeof OCCASIONS)[number];
export const TONES = ['Heartfelt', 'Playful', 'Casual', 'Formal'] as const;
export type Tone = (typeof TONES)[number];

type FiveMessages = readonly [
  MessageDescriptor,
  MessageDescriptor,
  MessageDescriptor,
  MessageDescriptor,
  MessageDescriptor,
];

/**
 * product §9: five canned messages for each occasion and tone (20 pairs), each within the
 * 300-character message limit, nothing left to fill in. Lingui descriptors marked for extraction
 * (an `i18n` comment before each, no macro, so a browser test can read the English) into a catalog of their own,
 * src/locales/<language>/inspiration (lingui.config.ts): written for each language rather than
 * word for word, and loaded with the dialog, not with every page (`load-inspiration-catalog.ts`).
 */
export const INSPIRATION_MESSAGES: Record<Occasion, Record<Tone, FiveMessages>> = {
  'Happy Birthday': {
    Heartfelt: [
      /*i18n*/ {
        id: 'inspiration.birthday.heartfelt.1',
        message:
          'Happy birthday! Having you in my life is one of my favorite gifts, so it only seems fair that you get one too. I hope this year brings you as much joy as you bring to everyone around you.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.heartfelt.2',
        message:
          "On your birthday I want you to know how much you're appreciated. Thank you for your kindness, your laughter and your patience. May the year ahead be gentle and full of good surprises.",
      },
      /*i18n*/ {
        id: 'inspiration.birthday.heartfelt.3',
        message:
          'Another year of you is something worth celebrating. I hope today reminds you how deeply you are loved, and that every day after it does too. Happy birthday.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.heartfelt.4',
        message:
          'Wishing you a birthday as warm and generous as your heart. Treat yourself to something that makes you smile; you deserve every bit of it.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.heartfelt.5',
        message:
          "Happy birthday to someone who makes the world feel a little softer. I'm so grateful for every memory we share, and I can't wait to make more with you this year.",
      },
    ],
    Playful: [
      /*i18n*/ {
        id: 'inspiration.birthday.playful.1',
        message:
          'Happy birthday! I was going to bake you a cake, then remembered the fire department still has my number. Please accept this much safer alternative and spend it on something fabulous.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.playful.2',
        message:
          "Another trip around the sun and you still look like you're on your first lap. Happy birthday! Now go and buy yourself something gloriously unnecessary.",
      },
      /*i18n*/ {
        id: 'inspiration.birthday.playful.3',
        message:
          "They say age is just a number. In your case it's a fairly impressive number, but who's counting? (Me. I'm counting.) Happy birthday!",
      },
      /*i18n*/ {
        id: 'inspiration.birthday.playful.4',
        message:
          "Happy birthday! I know you well enough to know you'd have returned whatever I picked, so this time you get to choose. You're welcome.",
      },
      /*i18n*/ {
        id: 'inspiration.birthday.playful.5',
        message:
          'Candles: many. Wisdom: growing. Dance moves: still questionable. Happy birthday, and may this gift fund at least one excellent decision.',
      },
    ],
    Casual: [
      /*i18n*/ {
        id: 'inspiration.birthday.casual.1',
        message:
          'Happy birthday! Hope your day is full of good food, good people and zero to-do lists. Have fun with this.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.casual.2',
        message: "Hey, happy birthday! Grab yourself something you've had your eye on. Have a great one.",
      },
      /*i18n*/ {
        id: 'inspiration.birthday.casual.3',
        message: 'Happy birthday! Wishing you a relaxed day and a brilliant year ahead. Enjoy the treat.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.casual.4',
        message: 'Cheers to another year! Hope today is easy, sunny and full of cake.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.casual.5',
        message:
          "Happy birthday! Didn't want to guess what you'd like, so here's the chance to pick it yourself. Enjoy!",
      },
    ],
    Formal: [
      /*i18n*/ {
        id: 'inspiration.birthday.formal.1',
        message:
          'Wishing you a very happy birthday and every success and happiness in the year ahead. Please accept this gift with my warmest regards.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.formal.2',
        message:
          'On the occasion of your birthday, please accept my sincere best wishes. May the coming year bring you good health, fulfillment and prosperity.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.formal.3',
        message:
          'Many happy returns of the day. It is a pleasure to mark your birthday with this small token of appreciation.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.formal.4',
        message:
          'With warm congratulations on your birthday and best wishes for a rewarding year ahead. I hope you enjoy this gift.',
      },
      /*i18n*/ {
        id: 'inspiration.birthday.formal.5',
        message:
          'Please accept this gift with our compliments and kindest wishes for a happy birthday and a healthy, successful year.',
      },
    ],
  },
  'Thank You': {
    Heartfelt: [
      /*i18n*/ {
        id: 'inspiration.thanks.heartfelt.1',
        message:
          "Thank you, truly. Your kindness arrived exactly when I needed it, and I won't forget it. I hope this small gift brings you a moment of the comfort you gave me.",
      },
      /*i18n*/ {
        id: 'inspiration.thanks.heartfelt.2',
        message:
          "There aren't enough words for how grateful I am, so I'll start with these: thank you. You showed up for me in ways that meant more than you know.",
      },
      /*i18n*/ {
        id: 'inspiration.thanks.heartfelt.3',
        message:
          'Your generosity has touched me deeply. Thank you for your time, your care and your open heart. Please treat yourself; you have more than earned it.',
      },
      /*i18n*/ {
        id: 'inspiration.thanks.heartfelt.4',
        message:
          "Thank you for being the person who always makes things a little easier and a lot brighter. I'm lucky to have you, and I hope you know it.",
      },
      /*i18n*/ {
        id: 'inspiration.thanks.heartfelt.5',
        message:
          "Some people make a real difference without ever asking for anything in return. You're one of them. With heartfelt thanks for everything you've done.",
      },
    ],
    Playful: [
      /*i18n*/ {
        id: 'inspiration.thanks.playful.1',
        message:
          "Thank you! You are officially my favorite human this week. Next week's competition is fierce, so enjoy the title while it lasts.",
      },
      /*i18n*/ {
        id: 'inspiration.thanks.playful.2',
        message:
          'You saved the day, and all I got you was this gift. Okay, it is a pretty great gift. Thank you, superstar!',
      },
      /*i18n*/ {
        id: 'inspiration.thanks.playful.3',
        message:
          "Thanks a million! I couldn't quite stretch to a million, so here's a gift instead. Please imagine a lot more zeros.",
      },
      /*i18n*/ {
        id: 'inspiration.thanks.playful.4',
        message:
          "Thank you for your help! I'd write you a song, but nobody deserves to hear me sing. Treat yourself to something nice instead.",
      },
      /*i18n*/ {
        id: 'inspiration.thanks.playful.5',
        message:
          'A handwritten thank-you note was the plan, but my handwriting looks like a spider fell in the ink. So here is a gift and a very big thank you.',
      },
    ],
    Casual: [
      /*i18n*/ {
        id: 'inspiration.thanks.casual.1',
        message: 'Thanks so much for your help! Really appreciate it. Grab yourself something nice.',
      },
      /*i18n*/ {
        id: 'inspiration.thanks.casual.2',
        message: "Just a little thank you for being awesome. It didn't go unnoticed!",
      },
      /*i18n*/ {
        id: 'inspiration.thanks.casual.3',
        message: 'Thanks for everything lately. You made things so much easier. Enjoy this one on me.',
      },
      /*i18n*/ {
        id: 'inspiration.thanks.casual.4',
        message: "Huge thanks! Couldn't have done it without you. Treat yourself.",
      },
      /*i18n*/ { id: 'inspiration.thanks.casual.5', message: 'A small thank you for a big favor. Hope you enjoy it!' },
    ],
    Formal: [
      /*i18n*/ {
        id: 'inspiration.thanks.formal.1',
        message:
          'Please accept this gift as a token of my sincere appreciation for your support. Your assistance has been invaluable.',
      },
      /*i18n*/ {
        id: 'inspiration.thanks.formal.2',
        message: 'With grateful thanks for your generosity and help. It has been greatly appreciated.',
      },
      /*i18n*/ {
        id: 'inspiration.thanks.formal.3',
        message:
          'I wish to express my sincere gratitude for your time and expertise. Please accept this gift with my thanks and best regards.',
      },
      /*i18n*/ {
        id: 'inspiration.thanks.formal.4',
        message:
          'Thank you for your dedication and the care you have shown throughout. We are most grateful and hope you enjoy this gift.',
      },
      /*i18n*/ {
        id: 'inspiration.thanks.formal.5',
        message:
          'In recognition of your valued contribution, please accept this gift with our compliments and sincere thanks.',
      },
    ],
  },
  "I'm Sorry": {
    Heartfelt: [
      /*i18n*/ {
        id: 'inspiration.sorry.heartfelt.1',
        message:
          "I'm truly sorry. I know I hurt you, and I've thought about it a lot. You matter so much to me, and I hope this small gesture shows that I mean to do better.",
      },
      /*i18n*/ {
        id: 'inspiration.sorry.heartfelt.2',
        message:
          "I'm sorry for what I said and for how it made you feel. You deserved better from me. I hope we can talk, and that you'll let me make it right.",
      },
      /*i18n*/ {
        id: 'inspiration.sorry.heartfelt.3',
        message:
          'No gift can undo a mistake, but I wanted you to know how sorry I am. I value you and our friendship more than I managed to show that day.',
      },
      /*i18n*/ {
        id: 'inspiration.sorry.heartfelt.4',
        message:
          "I've been thinking about what happened, and I owe you a sincere apology. I'm sorry. Thank you for your patience with me; it means more than I can say.",
      },
      /*i18n*/ {
        id: 'inspiration.sorry.heartfelt.5',
        message:
          "I'm sorry I let you down. You've always been there for me, and I wasn't there for you when it counted. I'd love the chance to make it up to you.",
      },
    ],
    Playful: [
      /*i18n*/ {
        id: 'inspiration.sorry.playful.1',
        message:
          "I'm sorry! I've spent some quality time in the naughty corner and reached a conclusion: you were right. Please accept this peace offering.",
      },
      /*i18n*/ {
        id: 'inspiration.sorry.playful.2',
        message: "Roses are red, I messed up, it's true. This gift is my way of saying sorry to you.",
      },
      /*i18n*/ {
        id: 'inspiration.sorry.playful.3',
        message:
          "Official apology, filed in triplicate and stamped by my conscience: I'm sorry. Please use this to buy something nice and forgive me slightly faster.",
      },
      /*i18n*/ {
        id: 'inspiration.sorry.playful.4',
        message:
          "I'm sorry. I'd grovel in person, but my knees aren't what they used to be. Here's a gift instead. Friends again?",
      },
      /*i18n*/ {
        id: 'inspiration.sorry.playful.5',
        message:
          'I messed up. You know it, I know it, the neighbors probably know it. Sorry! Let this gift do the rest of the apologizing.',
      },
    ],
    Casual: [
      /*i18n*/ {
        id: 'inspiration.sorry.casual.1',
        message: 'Hey, sorry about the other day. Not my finest moment. Hope this makes up for it a little.',
      },
      /*i18n*/ {
        id: 'inspiration.sorry.casual.2',
        message: 'Sorry I dropped the ball. Let me make it up to you, starting with this.',
      },
      /*i18n*/ {
        id: 'inspiration.sorry.casual.3',
        message: "Just wanted to say sorry. I hope we're good. Treat yourself to something nice.",
      },
      /*i18n*/ {
        id: 'inspiration.sorry.casual.4',
        message: 'My bad, really. Sorry for the mix-up. Enjoy this one on me.',
      },
      /*i18n*/ {
        id: 'inspiration.sorry.casual.5',
        message: 'Sorry for being a bit of a pain lately. Thanks for putting up with me!',
      },
    ],
    Formal: [
      /*i18n*/ {
        id: 'inspiration.sorry.formal.1',
        message:
          'Please accept my sincere apologies for the inconvenience caused. I hope this gift goes some way toward making amends.',
      },
      /*i18n*/ {
        id: 'inspiration.sorry.formal.2',
        message:
          'I apologize unreservedly for my error and for any difficulty it may have caused you. Please accept this gift as a gesture of goodwill.',
      },
      /*i18n*/ {
        id: 'inspiration.sorry.formal.3',
        message:
          'With my sincere regret for the misunderstanding. I value our relationship and trust this small gesture conveys my good intentions.',
      },
      /*i18n*/ {
        id: 'inspiration.sorry.formal.4',
        message:
          'Please accept this gift together with my formal apology. I take full responsibility and will make sure it does not happen again.',
      },
      /*i18n*/ {
        id: 'inspiration.sorry.formal.5',
        message:
          'We regret any disappointment we may have caused and appreciate your patience and understanding. Please accept this gift with our apologies.',
      },
    ],
  },
  Congratulations: {
    Heartfelt: [
      /*i18n*/ {
        id: 'inspiration.congratulations.heartfelt.1',
        message:
          "Congratulations! I've watched how hard you worked for this, and nobody deserves it more. I'm so proud of you and so happy to see your dream come true.",
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.heartfelt.2',
        message:
          "What a wonderful achievement. Your dedication and courage have paid off, and I couldn't be happier for you. Congratulations, from the bottom of my heart.",
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.heartfelt.3',
        message:
          "Congratulations on this beautiful new chapter. May it bring you all the happiness you have given to others. I'm cheering for you, always.",
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.heartfelt.4',
        message:
          'You did it! All the late nights, the doubts and the determination led here. Take a moment to feel proud; I certainly do.',
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.heartfelt.5',
        message:
          'Congratulations! Moments like this remind me how amazing you are. I hope you celebrate properly and treat yourself to something special.',
      },
    ],
    Playful: [
      /*i18n*/ {
        id: 'inspiration.congratulations.playful.1',
        message:
          "Congratulations! You're officially too fancy for the rest of us. Please remember us little people when you're famous.",
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.playful.2',
        message:
          "Look at you, achieving things! Congratulations. I'd throw confetti, but I'm still finding it from last time.",
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.playful.3',
        message:
          'Congratulations! I always knew you would make it. Okay, I hoped. Okay, I was quietly amazed. Anyway, well done!',
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.playful.4',
        message:
          "Someone's a superstar, and for once it isn't me. Congratulations! Go and celebrate with something shiny.",
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.playful.5',
        message:
          'Congratulations! Please enjoy this gift, which is the closest I could get to a marching band on short notice.',
      },
    ],
    Casual: [
      /*i18n*/ { id: 'inspiration.congratulations.casual.1', message: 'Congrats! So happy for you. Go celebrate!' },
      /*i18n*/ {
        id: 'inspiration.congratulations.casual.2',
        message: 'Nice one! Congratulations on the big news. Treat yourself.',
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.casual.3',
        message: 'Congratulations! You totally earned this. Enjoy!',
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.casual.4',
        message: "Way to go! Huge congrats. Hope you're celebrating tonight.",
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.casual.5',
        message: "Big congrats! Knew you'd pull it off. Have fun with this.",
      },
    ],
    Formal: [
      /*i18n*/ {
        id: 'inspiration.congratulations.formal.1',
        message:
          'Please accept my warmest congratulations on your well-deserved achievement. I wish you continued success in all your future endeavors.',
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.formal.2',
        message:
          'Congratulations on reaching this significant milestone. Your hard work and commitment are an inspiration.',
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.formal.3',
        message:
          'On behalf of all of us, sincere congratulations on your success. Please accept this gift with our compliments.',
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.formal.4',
        message:
          'It is a pleasure to congratulate you on this accomplishment. I wish you every success in the next chapter.',
      },
      /*i18n*/ {
        id: 'inspiration.congratulations.formal.5',
        message: 'With sincere congratulations and best wishes for the future. Your achievement is richly deserved.',
      },
    ],
  },
  'Thinking of You': {
    Heartfelt: [
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.heartfelt.1',
        message:
          "Just wanted you to know that you're on my mind and in my heart. Whatever you're going through, you don't have to go through it alone.",
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.heartfelt.2',
        message:
          'Thinking of you today and sending all my love. I hope this brings a little comfort and a reason to smile.',
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.heartfelt.3',
        message:
          "Even when we're far apart, you're never far from my thoughts. I hope you feel surrounded by care today.",
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.heartfelt.4',
        message:
          "I know things have been hard lately. I'm thinking of you and holding you close in my heart. Please be gentle with yourself.",
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.heartfelt.5',
        message:
          'Sometimes a small reminder helps: you are loved, you are missed, and you matter so much. Thinking of you always.',
      },
    ],
    Playful: [
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.playful.1',
        message:
          "Thinking of you! Not in a creepy way. Well, maybe a tiny bit. Mostly in a 'hope you're treating yourself' way.",
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.playful.2',
        message:
          "This is your official reminder that you're awesome and that I was thinking about you. No reply needed, but snacks are encouraged.",
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.playful.3',
        message:
          'My mind wandered off today and, as usual, ended up with you. Here is a little something so you can treat yourself while I get back to work.',
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.playful.4',
        message:
          "You popped into my head, so I sent you this. It's cheaper than hiring a skywriter and much easier to spend.",
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.playful.5',
        message:
          'Thinking of you and sending a big virtual hug. Warning: it may be excessively squishy. Treat yourself!',
      },
    ],
    Casual: [
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.casual.1',
        message: 'Hey! Just thinking of you and wanted to say hi. Hope you are doing well.',
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.casual.2',
        message: 'Thought of you today. Treat yourself to something nice.',
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.casual.3',
        message: "No reason, just thinking of you. Hope your week's going great.",
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.casual.4',
        message: 'Sending good vibes your way. Hope this brightens your day.',
      },
      /*i18n*/ { id: 'inspiration.thinking-of-you.casual.5', message: "Just because. Hope you're doing okay!" },
    ],
    Formal: [
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.formal.1',
        message:
          'Please know that you are in our thoughts. We send our warmest wishes and hope this gift brings you some comfort.',
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.formal.2',
        message:
          'With kind thoughts and best wishes at this time. Please do not hesitate to reach out should you need anything.',
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.formal.3',
        message: 'Thinking of you and wishing you strength and peace in the days ahead.',
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.formal.4',
        message: 'We wanted to let you know that you are in our thoughts. With warmest regards.',
      },
      /*i18n*/ {
        id: 'inspiration.thinking-of-you.formal.5',
        message:
          'Please accept this small gift as a token of our care and kind regards. We hope it brings a moment of brightness.',
      },
    ],
  },
};
