/**
 * The Wordsearch themes, curated: for each, the WordNet synsets its words are kinds of, and the words
 * the automatic filters let through but a reviewer left out. Every theme's output was read in full
 * (build-wordsearch-themes.ts --review prints it, with what was left out and why).
 *
 * Why words are left out by hand, as the keys of `exclude`:
 * - sense: the word is a kind of the theme only in a sense a reader would not think of (char the
 *   fish, permit the fish, drum the fish): WordNet lists every sense, the puzzle shows only the word;
 * - general: a group or an umbrella term (livestock, poultry, garment), or a sex, age or breed term
 *   (mare, heifer, poodle) that would crowd out the kinds a reader expects; those have their own theme
 *   (Dogs, On the farm) where they fit;
 * - obscure: rare, dated, regional or technical (blancmange, gig, stater), or a spelling variant;
 * - unpleasant: not offensive, but not what a light puzzle should ask anyone to look for (coffin).
 * A word left out of one theme may well be in another: each theme is reviewed on its own.
 */
export type ThemeSeed = {
  readonly id: string;
  readonly title: string;
  /** WordNet synsets ('bird.n.01': lemma, noun, sense number) whose kinds are the theme's words. */
  readonly kindsOf: readonly string[];
  /** Synsets whose own lemmas are words of the theme too, with all their kinds. */
  readonly alsoSynsets?: readonly string[];
  /** Words left out by hand, space-separated, by reason (see above). */
  readonly exclude: Readonly<Partial<Record<'sense' | 'general' | 'obscure' | 'unpleasant', string>>>;
};

export const THEME_SEEDS: readonly ThemeSeed[] = [
  {
    id: 'mammals',
    title: 'Mammals',
    kindsOf: ['mammal.n.01'],
    exclude: {
      sense: `human entire beef mount mankind humanity charger poster royal drill kid hack plug world stock
        steer killer toy chestnut bay grade queen jack man doe pointer hind jade ounce painter pacemaker
        glutton fisher courser nag shire cob hackney`,
      general: `livestock cattle carnivore marsupial feline rodent primate equine bovine canine swine oxen
        bloodhound terrier hound spaniel cur greyhound beagle poodle retriever collie husky dachshund bulldog
        mutt puppy gelding mare burro heifer tomcat tabby milker stallion bronco mustang palomino sow lioness
        chimp watchdog setter mongrel yearling puss kitty bunny cow bull hog`,
      obscure: 'cottontail woodchuck gnu ewe hart chow',
    },
  },
  {
    id: 'birds',
    title: 'Birds',
    kindsOf: ['bird.n.01'],
    exclude: {
      sense: `poll pen chat hobby layer guinea rail solitaire barnacle snowflake mew stint redhead weaver ruff
        hooter cob diver tumbler courser sitter scooter roller knot flicker nutcracker loon`,
      general: 'poultry fowl chick gosling gander duckling rooster hen',
      obscure: 'jackdaw snipe',
    },
  },
  {
    id: 'fish',
    title: 'Fish',
    kindsOf: ['fish.n.01', 'fish.n.02'],
    exclude: {
      sense: `char permit drum jack hind rasher grubby whiff sierra pout windowpane thresher grunt angler
        sweeper chum tinker poacher torpedo sucker sleeper runner roach dolphin skate smelt`,
      obscure: 'puffer grouper',
    },
  },
  {
    id: 'insects',
    title: 'Insects and spiders',
    kindsOf: ['insect.n.01', 'arachnid.n.01'],
    exclude: {
      sense: `queen peacock drone ephemeral worker blue monarch soldier comma copper admiral emperor ringlet
        hopper miller crab roach`,
    },
  },
  {
    id: 'reptiles',
    title: 'Reptiles and amphibians',
    kindsOf: ['reptile.n.01', 'amphibian.n.03'],
    exclude: { sense: 'monitor dragon racer swift gopher siren' },
  },
  {
    id: 'sea-life',
    title: 'Sea life',
    kindsOf: ['aquatic_mammal.n.01', 'crustacean.n.01', 'mollusk.n.01', 'coelenterate.n.01', 'echinoderm.n.01', 'shark.n.01'],
    exclude: { sense: 'killer thresher slug', obscure: 'polyp' },
  },
  {
    id: 'farm',
    title: 'On the farm',
    kindsOf: [],
    alsoSynsets: [
      'cattle.n.01',
      'sheep.n.01',
      'swine.n.01',
      'goat.n.01',
      'horse.n.01',
      'domestic_fowl.n.01',
      'domestic_ass.n.01',
      'duck.n.01',
      'goose.n.01',
      'turkey.n.01',
      'llama.n.01',
    ],
    exclude: {
      sense: `entire beef mount charger milker kid hack plug steer poster layer guinea chestnut bay grade nag
        shire barnacle hackney courser cob redhead jade pacemaker stud sitter scooter`,
      general: 'cattle poultry fowl swine oxen yearling',
      obscure: 'burro bronco palomino mustang mallard',
    },
  },
  {
    id: 'dogs',
    title: 'Dogs',
    kindsOf: ['dog.n.01'],
    exclude: { sense: 'toy courser', unpleasant: 'cur' },
  },
  {
    id: 'fruit',
    title: 'Fruit',
    kindsOf: ['edible_fruit.n.01'],
    exclude: { sense: 'windfall cling jack emperor date', general: 'citrus berry' },
  },
  {
    id: 'vegetables',
    title: 'Vegetables',
    kindsOf: ['vegetable.n.01'],
    exclude: {
      sense: 'fries chips chilly green pulse iceberg snap mustard truffle sprout',
      general: 'legume',
      obscure: 'spud endive plantain',
    },
  },
  {
    id: 'trees',
    title: 'Trees',
    kindsOf: ['tree.n.01'],
    exclude: {
      sense: `coffee snag mate gum blackjack flamboyant sallow peppermint locust hemlock mango nectarine
        grapefruit cinnamon cashew clove papaya tangerine pistachio apricot peach plum avocado fig citrus
        nutmeg pecan pear orange lemon coconut almond`,
      general: 'sapling conifer',
      obscure: 'cacao cottonwood dogwood',
    },
  },
  {
    id: 'flowers',
    title: 'Flowers',
    kindsOf: ['flower.n.01', 'bulbous_plant.n.01'],
    alsoSynsets: [
      'rose.n.01',
      'violet.n.01',
      'buttercup.n.01',
      'dandelion.n.01',
      'geranium.n.01',
      'primrose.n.01',
      'jasmine.n.01',
      'clover.n.01',
      'lavender.n.01',
      'lilac.n.01',
      'heather.n.01',
      'magnolia.n.02',
      'lotus.n.01',
    ],
    exclude: {
      sense: 'glad flag stock pink composite ramp chatterbox cosmos mum clocks broom',
      general: 'leek vanilla saffron garlic onion',
    },
  },
  {
    id: 'flavours',
    title: 'Herbs, spices and sauces',
    kindsOf: ['herb.n.02', 'spice.n.02', 'condiment.n.01'],
    exclude: {
      general: 'margarine olive',
      sense: 'stick spread tea mole dip rue mace paste',
      obscure: 'pate',
    },
  },
  {
    id: 'sports',
    title: 'Sports',
    kindsOf: ['sport.n.01'],
    exclude: {
      sense: `floating plunge ducking tumbling coursing trolling steal round running fight row hunt ball track
        dive flip cast dip casting spar overcast troll crab jackknife singles doubles`,
      general: 'aquatics acrobatics swim angling grappling sparring bicycling',
      obscure: 'hurling fives bathe hoops',
    },
  },
  {
    id: 'games',
    title: 'Games',
    kindsOf: ['board_game.n.01', 'card_game.n.01', "child's_game.n.01", 'parlor_game.n.01', 'game_of_chance.n.01', 'table_game.n.01'],
    exclude: {
      sense: `stops auction sevens parliament contract cinch gin crib nap stud draw pitch numbers drawing pool
        rum casino`,
    },
  },
  {
    id: 'weather',
    title: 'Weather',
    kindsOf: ['weather.n.01', 'storm.n.01', 'precipitation.n.03', 'wind.n.01', 'atmospheric_phenomenon.n.01'],
    exclude: {
      sense: `quiet low elements whiff inversion elves clemency thermal high atmosphere air blow pocket front
        draft freeze warming blast sweat scattering jet breath depression trade wave languor puff sprinkle
        sprinkling softness roughness bolt halo sunrise sunset lull thawing calm bluster`,
      general: 'overcast southerly easterly westerly northerly stillness calmness turbulence doldrums',
    },
  },
  {
    id: 'colours',
    title: 'Colours',
    kindsOf: ['color.n.01'],
    exclude: {
      sense: `pallor bleach whiteness complexion fairness wine coffee shade chalk maize bone straw tone
        darkness drab tinge undertone richness heather carnation wheat canary cardinal buff`,
      general: 'pastel tint',
      obscure: 'claret blond blonde',
    },
  },
  {
    id: 'clothing',
    title: 'Clothing',
    kindsOf: ['clothing.n.01'],
    exclude: {
      unpleasant: 'thong',
      sense: `stays overall wrapper tails trunks stole sweats trouser mending slicker weeds threads drawers
        laundry furnishing ironing washables reversible scanty silks cords turtle boa duds trappings blue
        separate formal cope washing pant disguise masquerade uplift spat millinery regalia slops lumberjack
        domino mink napkin waterproof motley muffler gauntlet`,
      general: `clothes garment attire garb apparel accessory footwear hosiery underwear costume uniform
        lingerie`,
      obscure: 'kerchief undershirt loincloth pantie vestment britches bodice',
    },
  },
  {
    id: 'hats-shoes',
    title: 'Hats and shoes',
    kindsOf: ['headdress.n.01', 'footwear.n.02', 'footwear.n.01'],
    exclude: {
      sense: `rubber pump platform spectator sling pusher walker fin thong lid crown sailor beaver flats scuff`,
      general: 'hosiery millinery stocking hose tights leotards',
      obscure: 'bootee',
    },
  },
  {
    id: 'instruments',
    title: 'Musical instruments',
    kindsOf: ['musical_instrument.n.01'],
    exclude: {
      sense: `bones string grand pipe wind brass upright kettle wood flue serpent trump reed drone bombard
        chime clappers`,
      general: 'woodwind',
    },
  },
  {
    id: 'kitchen',
    title: 'In the kitchen',
    kindsOf: ['kitchen_utensil.n.01', 'cutlery.n.02', 'crockery.n.01', 'kitchen_appliance.n.01'],
    exclude: {
      sense: 'boat range disposal grid poacher spider turner chalice boiler beaker',
      obscure: 'broiler gridiron percolator tureen rotisserie urn',
    },
  },
  {
    id: 'furniture',
    title: 'Furniture',
    kindsOf: ['furniture.n.01'],
    exclude: {
      sense: `counter upper lower settle console booth bar file stand secretary press board box nest sack
        credence checkout puff sleeper berth lounge vanity wheelchair altar`,
      unpleasant: 'deathbed',
      obscure: 'lectern',
    },
  },
  {
    id: 'vehicles',
    title: 'Vehicles',
    kindsOf: ['wheeled_vehicle.n.01', 'motor_vehicle.n.01'],
    exclude: {
      sense: `tank technical electric gondola limber cruiser hackney ordinary flat stage hack cat machine
        wheel trap carrier bandwagon diner heap smoker compact tender gig rig racer sleeper pusher amphibian
        sulky`,
      general: 'automobile auto',
      obscure: 'streetcar jalopy boxcar caboose',
      unpleasant: 'hearse',
    },
  },
  {
    id: 'boats',
    title: 'Boats and ships',
    kindsOf: ['vessel.n.02'],
    exclude: {
      sense: `gig launch scooter junk packet shell bottom jolly carrier bark tower lighter tender dandy pirate
        smack tramp sub`,
      unpleasant: 'shipwreck wreck hulk derelict',
      obscure: 'pontoon hydroplane',
    },
  },
  {
    id: 'jobs',
    title: 'Jobs',
    kindsOf: ['skilled_worker.n.01', 'professional.n.01', 'employee.n.01'],
    alsoSynsets: ['farmer.n.01', 'fireman.n.04', 'policeman.n.01'],
    exclude: {
      sense: `general official private ordinary academic major mate volunteer recruit voluntary counsel critic
        quack appointee fodder courser perfecter provincial ranker router salter setter shrink server hire
        loader wrecker bunny swagger earner feller blaster mover itinerant knacker mapper hand char plotter
        wetter fuller lather jack carrier woman captain man resident regular principal peasant specialist
        hangover sweep cookie censor recorder advocate don veteran planter`,
      general: 'officer educator serviceman trooper commando marine gunner incumbent aide',
      obscure: 'gob ensign assessor commandant commodore orderly druggist peon registrar',
    },
  },
  {
    id: 'body',
    title: 'Body parts',
    kindsOf: ['external_body_part.n.01', 'internal_organ.n.01', 'bone.n.01'],
    exclude: {
      sense: `hooks mitt ruff lap colon gut member left digit right index stick pump hammer chop atlas mug
        bean axis pin crop anvil grinder frill dome stirrup chopper trapezoid nasal noodle peg attic shaft
        hood radius canine wishbone muzzle foreleg`,
      general: 'extremity appendage entrails innards',
      obscure: 'cranium mandible incisor molar jawbone',
      unpleasant: 'intestine bowel posterior bosom breast',
    },
  },
  {
    id: 'buildings',
    title: 'Buildings',
    kindsOf: ['building.n.01'],
    exclude: {
      general: 'residence',
      sense: `stable resort grill coop stalls court ice club diner saloon buttery shambles rotisserie oracle
        privy ruin ministry`,
      obscure: 'tenement parsonage dispensary infirmary sanitarium sanatorium madhouse butchery rotunda',
      unpleasant: 'morgue mortuary asylum outhouse',
    },
  },
  {
    id: 'rooms',
    title: 'Rooms',
    kindsOf: ['room.n.01'],
    exclude: {
      sense: `bar stall cab locker salon snug kiosk caboose box court boot car keep trunk mess tank door well
        can hold floor head module bay booth cooler gondola galley cell study chamber cabinet palace disco
        surgery belfry saloon`,
      obscure: 'vestibule buttery latrine privy lavatory washroom storeroom rotunda',
    },
  },
  {
    id: 'gems',
    title: 'Jewellery and gems',
    kindsOf: ['jewelry.n.01', 'gem.n.02'],
    exclude: {
      general: 'gem',
      sense: 'ice band string clip collar plasma strand ringlet sardine bugle sparkler solitaire adamant',
      obscure: 'broach',
    },
  },
  {
    id: 'metals',
    title: 'Metals',
    kindsOf: ['metallic_element.n.01', 'alloy.n.01'],
    exclude: { sense: 'slug', obscure: 'solder' },
  },
  {
    id: 'rocks',
    title: 'Rocks and minerals',
    kindsOf: ['rock.n.02', 'mineral.n.01'],
    exclude: {
      sense: 'hyacinth spar shingling matrix jargon sardine plasma ballast shingle',
    },
  },
  {
    id: 'desserts',
    title: 'Desserts and sweets',
    kindsOf: ['dessert.n.01', 'sweet.n.03', 'frozen_dessert.n.01'],
    exclude: {
      sense: 'duff preserves preserve kiss divinity patty ice rock sucker split whip snowball dumpling',
      obscure: 'blancmange junket conserve conserves',
    },
  },
  {
    id: 'bakery',
    title: 'Bread and baking',
    kindsOf: ['bread.n.01', 'baked_goods.n.01'],
    exclude: {
      sense: 'roll kiss jumble twister dowdy puff patty gem snap cobbler',
      obscure: 'flapjack',
    },
  },
  {
    id: 'drinks',
    title: 'Drinks',
    kindsOf: ['beverage.n.01'],
    exclude: {
      obscure: 'claret bubbly fizz',
      sense: `vintage generic bitter lacing sling stinger bootleg port must cup bishop cobbler flip sack corn
        porter mate cooler suds mixer dope zombie slug sour hock tonic rose malt rye`,
      general: 'liquor alcohol spirits booze brew potion',
    },
  },
  {
    id: 'meat',
    title: 'Meat',
    kindsOf: ['meat.n.01'],
    exclude: {
      general: 'fowl poultry',
      sense: `organs partridge quail grouse duckling neck joint leg dog cut game heart side round bird chuck
        snail rack frank jerk blade plate brat undercut broiler saddle flank buffalo dove hare pheasant
        shoulder rump shin hen`,
      unpleasant: 'tripe brain tongue',
      obscure: 'filet jerky',
    },
  },
  {
    id: 'dishes',
    title: 'Meals and dishes',
    kindsOf: ['dish.n.02'],
    exclude: {
      sense: `crisp hash grinder porcupines sub patty western special chip stock wrap cake liquor hero wedge
        submarine torpedo bomber`,
      obscure: 'gruel sauerkraut goulash',
    },
  },
  {
    id: 'tools',
    title: 'Tools',
    kindsOf: ['hand_tool.n.01', 'tool.n.01'],
    exclude: {
      sense: `tamper grapple graver heckle smoother bender die drove file upset plane hack buffer float pick
        style square bill bit punch gutter gang ram tap slice starter stamp blade jack rounder beetle scuffle
        slick scribe snake cutter crank burr lance router chopper stylus shear jigsaw comb shaver toothpick
        gavel`,
      general: 'cutlery',
      obscure: 'pickax snips maul edger spud',
    },
  },
  {
    id: 'shapes',
    title: 'Shapes',
    kindsOf: ['polygon.n.01', 'polyhedron.n.01', 'round_shape.n.01', 'conic_section.n.01'],
    alsoSynsets: ['star.n.05', 'heart.n.07', 'crescent.n.01', 'cone.n.02', 'curve.n.01'],
    exclude: {
      sense: `drop foam scroll lather suds rim swirl froth funnel curl globule mothball pellet ringlet saucer
        teardrop vortex delta bead coil equator hull whirl ball pipe barrel stem tube drum pearl bulb box roll
        core point head turn disk bubble belt rainbow bend hook crook clench roulette clinch noose scallop
        perversion meander band track limb bow bell wave twist envelope lobe`,
    },
  },
  {
    id: 'fabrics',
    title: 'Fabrics',
    kindsOf: ['fabric.n.01'],
    exclude: {
      sense: `suiting rag sail royal sacking towel yoke knit netting bagging cobweb shirting belting bib
        metallic waterproof plush patch network train hair print net sheet flash end tag remainder duck panel
        lint lame lug diaper remnant meshing shred canopy panting pasty screening ticking frieze gore coating
        filet liner web cord lining camouflage quilting drapery webbing motley`,
      obscure: 'pique gossamer homespun veiling worsted',
    },
  },
  {
    id: 'containers',
    title: 'Containers',
    kindsOf: ['box.n.01', 'bag.n.01', 'vessel.n.03', 'basket.n.01', 'case.n.05'],
    exclude: {
      sense: `safe compact shook kit pocket boiler portfolio till grip poke frail grapple stoop font imperial
        shoe skin register scoop mortar quiver bath flat well tin sink mug drum percolator ladle magnum
        steeper sleeve retort poacher bladder locket gourd sandbag`,
      general: 'luggage baggage',
      obscure: 'billfold valise sporran churn crock coffer cistern pocketbook',
      unpleasant: 'coffin casket',
    },
  },
  {
    id: 'feelings',
    title: 'Feelings',
    kindsOf: ['feeling.n.01'],
    exclude: {
      sense: `desire wish alarm wonder fit wishing affect despite pain concern taste tendency approval
        suffering peace dream care security confusion complex boot fancy distance want transport spirit weight
        dignity mood sentiment ego feelings shock temper whim torture attachment leaning belonging emulation
        caring trouble rush fire respect state regard scene heart score charge thing comfort triumph fever
        conflict defeat impulse insight urge cruelty isolation hurt kick worship scare stir abandon temptation`,
      general: 'emotion liking preference',
    },
  },
  {
    id: 'landscapes',
    title: 'Landscapes',
    kindsOf: ['natural_elevation.n.01', 'natural_depression.n.01', 'shore.n.01', 'geological_formation.n.01'],
    exclude: {
      obscure: 'butte',
      sense: `bank draw incline steep climb downhill upgrade pit bluff trough sands pothole cavity anthill
        burrow wormhole mull hammock shelf raise deep spring bed wash rise mouth fall range down table drop
        hole bottom wall chain key bar point side head bench hollow tunnel fountain cant sink kettle mount
        vein decline swell holler horseback collector canon declension warren basin descent strand uphill
        ascent trench terrace shoal`,
    },
  },
  {
    id: 'water',
    title: 'Bodies of water',
    kindsOf: ['body_of_water.n.01', 'stream.n.01'],
    exclude: {
      sense: `mere rapid main shallow narrow pool deep drink channel branch sound run gut crossing wallow
        briny offing affluent feeder recess shoal falls ford`,
      obscure: 'bayou cataract',
    },
  },
  {
    id: 'family',
    title: 'Family',
    kindsOf: ['relative.n.01'],
    exclude: {
      sense: `pop partner infant babe housewife bride matron bridegroom consort cherub foundling child boy
        girl kid family root issue successor mate groom suckling`,
      general: 'offspring ancestor descendant forefather forbear kin progeny sire heir patriarch',
      obscure: 'mamma quintuplet quadruplet godchild eldest',
      unpleasant: 'bigamist',
    },
  },
  {
    id: 'time',
    title: 'Time',
    kindsOf: ['time_unit.n.01', 'time_period.n.01'],
    exclude: {
      sense: `stage phase while date vacation instant leave even full span duration leisure flush reign wee
        overtime deathbed tenure picnic wink clocking twinkling octave hitch furlough presidency probation nap
        jiffy turnaround enlistment stint senility morn drought outing haying snap heartbeat monsoon
        incubation blossom bloom lease tide harvest festival heyday honeymoon maturity infancy boyhood
        girlhood wartime puberty hereafter afterlife session past watch pass chapter peak spell dead trick
        prime tour rag bout eve`,
      general: 'sixties twenties teens fifties forties thirties nineties eighties seventies time',
      obscure: 'trimester sabbatical',
    },
  },
  {
    id: 'measures',
    title: 'Measures',
    kindsOf: ['unit_of_measurement.n.01'],
    exclude: {
      sense: `dollar cent won are sent penny fifth mole punt bob poise gee gal mesh franc loonie nit nibble
        scruple fen haler frail atmosphere advantage ban digit finger real standard link last key chain bit
        block weight word bar mark section quarter hand point head line colon metric partition yen barn slug
        palm perch ore peck candle gamma cord filler dam exposure`,
      obscure: 'megaton gill parsec micrometer karat newton',
    },
  },
  {
    id: 'subjects',
    title: 'Subjects to study',
    kindsOf: ['discipline.n.01'],
    exclude: {
      sense: `playing acting performing dancing singing arts ballet tactics dynamics classics lit tango
        heroine minuet skit pantomime hamming mimicry persona crooning stomp hoofing chanting mechanics
        statistics computing strategy role heavy stopping method hero parody portrayal humming villain
        intonation bowing mime polka ballistics magnetism surgery pharmacy topography part character variation
        business major memory phrase government syntax object analysis impression dance clog swing twist strip
        mockery takeoff piping undercut enactment frontier duet reel divinity promenade jig carving waltz`,
      obscure: `theology semantics cosmology pathology phonetics morphology pragmatics topology obstetrics
        hydraulics metallurgy neurology psychiatry dentistry etymology genealogy hygiene acoustics entomology
        optics forestry humanities`,
    },
  },
  {
    id: 'music',
    title: 'Music',
    kindsOf: ['genre.n.03', 'music_genre.n.01', 'popular_music.n.01'],
    exclude: { sense: 'march gradual choral spiritual classical bop' },
  },
  {
    id: 'sports-kit',
    title: 'Sports equipment',
    kindsOf: ['sports_equipment.n.01'],
    exclude: {
      sense: `bars buck rings horse base home hill flag driver third iron spike bag cage beam pin wood shot
        lumber mound plate bird hammer spoon saucer wedge climber canvas rocker mouthpiece`,
    },
  },
  {
    id: 'reading',
    title: 'Things to read',
    kindsOf: ['publication.n.01', 'literary_composition.n.01'],
    exclude: {
      sense: `edition read weekly archives yearly glossy monthly heroic folder digest periodical reprint
        omnibus pictorial reprinting quarterly issue collection lay annual extra serial plot series guide text
        reference volume printing proof action number review impression authority reader source slick
        miscellany prospectus itinerary catechism speller gloss jingle garland pastoral rhapsody lament organ
        pulp bible`,
      general: 'vocabulary',
      obscure: 'tome doggerel hymnal',
    },
  },
];

/**
 * Words of the profanity packages' lists that are not offensive in a word puzzle, by why: filler
 * letters that happen to spell one are harmless, and several are words of the themes.
 */
export const NOT_OFFENSIVE_IN_PUZZLES: Readonly<Record<string, readonly string[]>> = {
  // Ordinary words whose everyday meaning comes first (a chess piece, a door knob, garden tools).
  everyday: [
    'balls',
    'flange',
    'god',
    'hell',
    'hells',
    'hoes',
    'knob',
    'knobs',
    'lust',
    'lusting',
    'masochist',
    'orifice',
    'pawn',
    'perse',
    'preteen',
    'pule',
    'sadist',
    'screw',
    'screwing',
    'snatch',
    'willies',
  ],
  // Surnames and place names the lists carry.
  names: ['monkleigh', 'rautenberg', 'schaffer'],
};
