/**
 * The common K-12 topics teachers and students search first, drawn from the standards' own topics (NGSS
 * disciplinary core ideas, CCSS mathematics domains and ELA strands), the social studies, arts and health topics
 * of the grade bands, and questions children ask. One line each, in our own words:
 *   subject leaf | grade bands | title phrase | one sentence | framework:code alignments | Spanish title |
 *   Spanish sentence | content flag
 * (trailing fields may be left off). generate-coverage.ts expands each line into several resources.
 */
export const TOPIC_LINES = `
life-science | 3-5,6-8 | Photosynthesis | How do plants make their own food? Sunlight, water and carbon dioxide go in; sugar and oxygen come out. | ngss:MS-LS1-6 ngss:5-LS1-1 | La fotosíntesis | ¿Cómo fabrican su alimento las plantas? Con luz solar, agua y aire producen azúcar y oxígeno.
life-science | K-2,3-5 | Dinosaurs | Bones, footprints and teeth let paleontologists picture how dinosaurs lived, moved and ate. | ngss:3-LS4-1 | Los dinosaurios | Huesos, huellas y dientes nos cuentan cómo vivían, se movían y comían los dinosaurios.
life-science | 3-5 | Food Chains | Grass, grasshopper, frog, hawk: every food chain starts with the sun and links who eats whom. | ngss:5-LS2-1 ngss:MS-LS2-3
life-science | 3-5,6-8 | Animal Adaptations | Camouflage, hibernation and long necks: the features that help animals survive where they live. | ngss:4-LS1-1 ngss:3-LS4-3
life-science | K-2,3-5 | Plant Parts | Roots drink, stems carry, leaves make food and flowers make seeds: a close look at the parts of a plant. | ngss:4-LS1-1
life-science | K-2 | Frog Life Cycle | From a jelly-covered egg to a tadpole to a frog that hops away, with real pond footage. | ngss:3-LS1-1
life-science | 3-5 | Bees and Pollination | Why are bees so important? Follow a honeybee from flower to hive and see how fruit begins. | ngss:2-LS2-2
human-body | 3-5,6-8 | The Human Skeleton | Two hundred and six bones hold you up, protect your organs and make new blood cells. | ngss:4-LS1-1 ngss:MS-LS1-3
human-body | 3-5,6-8 | The Digestive System | A sandwich's journey from mouth to stomach to intestines, and what your body takes from it. | ngss:MS-LS1-3
human-body | 6-8,9-12 | The Brain and Nervous System | Billions of neurons send signals that let you think, move, feel and remember. | ngss:MS-LS1-8
human-body | K-2,3-5 | The Five Senses | Sight, hearing, smell, taste and touch: how our senses tell us about the world. | ngss:4-LS1-2
human-body | 6-8,9-12 | Germs and the Immune System | Bacteria, viruses and the white blood cells that fight them, and why vaccines and hand washing help. | ngss:HS-LS1-2
ecosystems | 3-5,6-8 | Rainforests | Layers of life from the forest floor to the canopy in the world's richest ecosystems. | ngss:2-LS4-1 ngss:MS-LS2-2 | La selva tropical | Capas de vida desde el suelo hasta las copas de los árboles en los ecosistemas más ricos del planeta.
ecosystems | 3-5,6-8 | Ocean Life | Coral reefs, kelp forests and the deep sea: how living things depend on one another under the waves. | ngss:MS-LS2-2 ngss:2-LS4-1
ecosystems | 6-8 | Coral Reefs | Tiny animals build reefs that shelter a quarter of all ocean species, and warming water threatens them. | ngss:MS-LS2-4
ecosystems | 3-5,6-8 | Deserts | Cactuses store water and foxes hunt at night: surviving where it hardly ever rains. | ngss:3-LS4-3
ecosystems | 6-8,9-12 | Endangered Species | Why animals become endangered and how people bring species like the bald eagle back. | ngss:MS-LS2-5 ngss:HS-LS4-6
heredity-and-genetics | 9-12 | DNA and Genes | The double helix, the genetic code and how genes make each of us unique. | ngss:HS-LS3-1
heredity-and-genetics | 9-12 | Evolution | How populations change over many generations, from Darwin's finches to bacteria. | ngss:HS-LS4-2 ngss:MS-LS4-4
life-science | 6-8,9-12 | Cells | Plant cells, animal cells and bacteria seen under the microscope, and what their parts do. | ngss:MS-LS1-2
life-science | 6-8 | Microorganisms | Bacteria, yeast and algae are too small to see, yet they make bread rise and help keep us healthy. | ngss:MS-LS1-1
earths-systems | 3-5,6-8 | Volcanoes | What makes a volcano erupt? Magma, gas and pressure deep underground, with footage of lava flows. | ngss:MS-ESS2-2 ngss:4-ESS2-2 | Los volcanes | ¿Por qué hace erupción un volcán? Magma, gases y presión bajo la tierra, con imágenes de ríos de lava.
earths-systems | 3-5,6-8 | Earthquakes | Plates slip, the ground shakes: what causes earthquakes and how scientists measure them. | ngss:MS-ESS3-2 ngss:4-ESS2-2
earths-systems | 3-5 | Rocks and Minerals | Igneous, sedimentary and metamorphic rocks and the minerals they are made of. | ngss:4-ESS1-1 ngss:MS-ESS2-1
earths-systems | 6-8 | Glaciers | Rivers of ice carve valleys and leave lakes behind as they advance and retreat. | ngss:MS-ESS2-2
earths-systems | 3-5 | Soil | What is dirt made of? Bits of rock, rotting leaves, water, air and billions of living things. | ngss:5-ESS2-1
weather-and-climate | K-2,3-5 | Clouds | Puffy cumulus, wispy cirrus and gray stratus: what clouds are made of and what they tell us about the weather. | ngss:MS-ESS2-4 ngss:3-ESS2-1
weather-and-climate | 3-5,6-8 | Tornadoes | How spinning thunderstorms form tornadoes and how to stay safe when a warning sounds. | ngss:3-ESS3-1 ngss:MS-ESS3-2
weather-and-climate | 3-5 | Seasons | Earth's tilt, not its distance from the sun, gives us summer and winter. | ngss:5-ESS1-2 ngss:MS-ESS1-1 | Las estaciones | La inclinación de la Tierra, y no su distancia al Sol, nos da el verano y el invierno.
weather-and-climate | 6-8,9-12 | Climate Change | Greenhouse gases, rising temperatures and what people can do about a warming planet. | ngss:MS-ESS3-5 ngss:HS-ESS3-5
weather-and-climate | K-2 | Rainbows | Sunlight bends through raindrops and splits into red, orange, yellow, green, blue, indigo and violet. | ngss:1-PS4-3
space-systems | 3-5,6-8 | The Solar System | A tour of the sun, eight planets, dwarf planets, moons and asteroids. | ngss:MS-ESS1-2 ngss:MS-ESS1-3 | El sistema solar | Un recorrido por el Sol, los ocho planetas, los planetas enanos, las lunas y los asteroides.
space-systems | 3-5,6-8 | Planets | Rocky Mercury to icy Neptune: what each planet is like and how far it is from the sun. | ngss:MS-ESS1-3
space-systems | 3-5,6-8 | Stars and Constellations | Why stars twinkle, how constellations got their names and how to find the North Star. | ngss:5-ESS1-1 ngss:1-ESS1-1
space-systems | 3-5,6-8 | The Moon | Craters, phases, tides and the astronauts who walked there. | ngss:1-ESS1-1 ngss:MS-ESS1-1
space-systems | 6-8,9-12 | Black Holes | Places where gravity is so strong that not even light escapes, and how astronomers found one. | ngss:HS-ESS1-3
space-systems | 3-5,6-8 | Space Exploration | Rockets, rovers and the International Space Station: how people explore beyond Earth. | ngss:MS-ESS1-3
matter-and-its-interactions | 3-5 | Solids, Liquids and Gases | Ice is a solid, water a liquid and steam a gas: the same stuff in three states, and heat moves it from one to the next. | ngss:MS-PS1-4 ngss:2-PS1-1
matter-and-its-interactions | 6-8,9-12 | Atoms | Protons, neutrons and electrons: the tiny building blocks of everything. | ngss:MS-PS1-1 ngss:HS-PS1-1
matter-and-its-interactions | 3-5,6-8 | Mixtures and Solutions | Trail mix, salt water and lemonade: separating and dissolving substances. | ngss:5-PS1-4
forces-and-motion | 3-5,6-8 | Magnets | Magnets attract iron, repel each other and point north; students find out why. | ngss:3-PS2-3 ngss:MS-PS2-3
forces-and-motion | 3-5,6-8 | Gravity | Why do things fall? Gravity pulls us to Earth and keeps the moon in orbit. | ngss:5-PS2-1 ngss:MS-PS2-4
forces-and-motion | 3-5,6-8 | Simple Machines | Levers, pulleys, wheels, ramps, wedges and screws make work easier. | ngss:3-PS2-1
forces-and-motion | 6-8 | Friction | Why sneakers grip and ice is slippery: the force that slows moving things down. | ngss:MS-PS2-2
energy-and-waves | 3-5,6-8 | Electricity and Circuits | Batteries, wires and bulbs: build a circuit and find out what conducts electricity. | ngss:4-PS3-2
energy-and-waves | 3-5,6-8 | Light | How light travels, reflects off mirrors and bends through lenses. | ngss:4-PS4-2 ngss:MS-PS4-2
energy-and-waves | 6-8,9-12 | Renewable Energy | Sun, wind, water and geothermal heat: energy sources that do not run out. | ngss:4-ESS3-1 ngss:HS-ESS3-2
environmental-science | 3-5,6-8 | Pollution | Air, water and plastic pollution, where it comes from and how communities clean it up. | ngss:MS-ESS3-3 ngss:5-ESS3-1
environmental-science | K-2,3-5 | Recycling and Composting | What happens to a can, a bottle and an apple core after you throw them away. | ngss:K-ESS3-3
operations-and-algebraic-thinking | K-2 | Addition | Putting groups together: counting on, number lines and addition facts. | ccss-math:1.OA.C ccss-math:K.OA.A
operations-and-algebraic-thinking | K-2 | Subtraction | Taking away and comparing: strategies for subtraction facts. | ccss-math:1.OA.C ccss-math:2.OA.B
operations-and-algebraic-thinking | 3-5 | Multiplication | Equal groups, arrays and skip counting make multiplication make sense. | ccss-math:3.OA.A ccss-math:3.OA.C | La multiplicación | Grupos iguales, matrices y conteo salteado para entender la multiplicación.
operations-and-algebraic-thinking | 3-5 | Division | Sharing fairly and making equal groups: what division means and how to check it. | ccss-math:3.OA.A ccss-math:4.NBT.B
operations-and-algebraic-thinking | K-2,3-5 | Place Value | Ones, tens, hundreds and beyond: why the place of a digit matters. | ccss-math:2.NBT.A ccss-math:4.NBT.A
fractions | 3-5 | Fractions | Halves, thirds and quarters: what fractions mean, how to compare them and how to add them. | ccss-math:3.NF.A ccss-math:4.NF.A | Las fracciones | Mitades, tercios y cuartos: qué son las fracciones y cómo compararlas.
fractions | 3-5 | Decimals | Tenths and hundredths, money and measuring: how decimals connect to fractions. | ccss-math:4.NF.C ccss-math:5.NBT.A
measurement-and-data | K-2,3-5 | Money | Coins, bills and making change at a class store. | ccss-math:2.MD.C
measurement-and-data | 3-5 | Graphs and Data | Bar graphs, pictographs and line plots turn survey answers into pictures. | ccss-math:3.MD.B ccss-math:2.MD.D
geometry | 3-5,6-8 | Angles | Acute, right, obtuse and straight: measuring angles with a protractor. | ccss-math:4.MD.C
geometry | 3-5 | Symmetry | Butterflies, snowflakes and letters: finding lines of symmetry. | ccss-math:4.G.A
geometry | 6-8 | Circles and Pi | Circumference, diameter and the never-ending number pi. | ccss-math:7.G.B
algebra-and-functions | 6-8,9-12 | Algebra | Variables, expressions and equations: the first steps in algebra. | ccss-math:6.EE.A ccss-math:7.EE.B
algebra-and-functions | 6-8,9-12 | Slope | Rise over run: how steep a line is and what the slope tells you. | ccss-math:8.EE.B
algebra-and-functions | 9-12 | Quadratic Functions | Parabolas in fountains and basketball shots: graphing and solving quadratics. | ccss-math:HSA-REI.B ccss-math:HSF-IF.C
statistics-and-probability | 6-8 | Mean, Median and Mode | Three ways to find the middle of a set of data and when to use each. | ccss-math:6.SP.B
us-history | 6-8,9-12 | The Civil Rights Movement | Sit-ins, marches and the people who fought to end segregation and win equal rights. | | El movimiento por los derechos civiles | Sentadas, marchas y las personas que lucharon contra la segregación y por la igualdad de derechos.
us-history | 3-5,6-8 | Martin Luther King Jr. | The preacher and activist who led nonviolent protests and dreamed of equality for all. |
us-history | 3-5,6-8 | Rosa Parks | The seamstress whose refusal to give up her bus seat sparked a movement. |
us-history | 6-8,9-12 | The American Revolution | Why thirteen colonies broke with Britain, from the Boston Tea Party to Yorktown. |
us-history | 3-5,6-8 | The Declaration of Independence | The document that announced a new nation and its ideas about equality and rights. |
us-history | 6-8,9-12 | The Civil War | North and South, slavery and union: the war that divided the United States. |
us-history | 3-5,6-8 | Abraham Lincoln | The president who led the nation through the Civil War and ended slavery. |
us-history | 3-5,6-8 | Native Americans | The first peoples of North America, their many nations and their lives today. |
us-history | K-2,3-5 | Thanksgiving | The harvest feast of 1621, the Wampanoag people and a holiday with many stories. |
us-history | 3-5,6-8 | The Pilgrims and Jamestown | The first English settlements in Virginia and Massachusetts and the people who already lived there. |
us-history | 6-8,9-12 | The Great Depression | Bank failures, the Dust Bowl and the New Deal in the 1930s. |
us-history | 9-12 | The Cold War | The long rivalry between the United States and the Soviet Union, from the space race to the fall of the Berlin Wall. |
us-history | 6-8,9-12 | Women's Suffrage | The long fight for women's right to vote and the 19th Amendment. |
us-history | 3-5,6-8 | Harriet Tubman | The conductor who led enslaved people to freedom on the Underground Railroad. |
us-history | 6-8,9-12 | Immigration | Why people come to America and how immigrants shaped the country. |
world-history | 3-5,6-8 | Ancient Egypt | Pharaohs, mummies, hieroglyphs and life along the Nile. |
world-history | 6-8 | Ancient Greece | Democracy, myths, the Olympics and the philosophers of Athens. |
world-history | 6-8 | Ancient Rome | From a small city to an empire: roads, laws, gladiators and the Roman Republic. |
world-history | 6-8,9-12 | World War II | The causes of the war, life on the battlefront and home front, and how it ended. |
world-history | 9-12 | The Holocaust | The persecution and murder of six million Jews and millions of others, and the lessons of remembrance. | | | | sensitive: Describes persecution and mass murder; preview before sharing with students.
world-history | 6-8 | The Middle Ages | Castles, knights, plagues and everyday life in medieval Europe. |
world-history | 6-8 | Explorers | Voyages of discovery and their effects on the peoples of the Americas, Africa and Asia. |
civics-and-government | 3-5,6-8 | The Constitution | The plan for the United States government and the Bill of Rights. |
civics-and-government | 3-5,6-8 | Three Branches of Government | Congress makes laws, the president carries them out and the courts decide what they mean. |
civics-and-government | 6-8,9-12 | Elections and Voting | How Americans choose their leaders, from primaries to the Electoral College. |
civics-and-government | K-2 | Community Helpers | Firefighters, nurses, mail carriers and librarians: the people who keep a community running. |
geography | 3-5,6-8 | The Fifty States | Capitals, regions and landmarks of the United States. |
geography | 3-5,6-8 | Continents and Oceans | Seven continents and five oceans on the map and the globe. |
reading-literature | 6-8,9-12 | Poetry | Rhythm, rhyme and imagery: reading, writing and performing poems. | ccss-ela:RL.6.4 ccss-ela:RL.4.5 | La poesía | Ritmo, rima e imágenes: leer, escribir y recitar poemas.
reading-literature | K-2,3-5 | Fairy Tales | Once upon a time: comparing versions of Cinderella and Little Red Riding Hood from around the world. | ccss-ela:RL.2.9
reading-literature | 3-5,6-8 | Mythology | Gods, heroes and monsters in Greek, Norse and Egyptian myths. | ccss-ela:RL.4.9
reading-literature | 3-5 | Fables | The tortoise and the hare and other short tales that teach a lesson. | ccss-ela:RL.2.2
reading-literature | 3-5,6-8 | Main Idea | What is this mostly about? Finding the main idea and the details that support it. | ccss-ela:RI.4.2
reading-literature | 6-8,9-12 | Shakespeare | Plays, sonnets and the words he added to English. | ccss-ela:RL.9-10.9
writing | 3-5,6-8 | Persuasive Writing | Stating a claim, giving reasons and convincing a reader. | ccss-ela:W.4.1
writing | 3-5,6-8 | Narrative Writing | Telling a story with characters, a setting, a problem and a solution. | ccss-ela:W.4.3
writing | 6-8,9-12 | Research Papers | Asking a question, finding sources and citing them. | ccss-ela:W.7.7
language | 3-5 | Nouns and Verbs | Naming words and action words: the parts of speech. | ccss-ela:L.3.1
language | 3-5,6-8 | Punctuation | Periods, commas, quotation marks and apostrophes. | ccss-ela:L.4.2
foundational-skills | K-2 | Phonics | Letters and their sounds, blending them into words. | ccss-ela:RF.1.3
foundational-skills | K-2 | Reading Fluency | Reading smoothly, with expression, at the right speed. | ccss-ela:RF.2.4
music | K-2,3-5 | Musical Instruments | Strings, woodwinds, brass and percussion: how instruments make their sounds. |
music | 6-8,9-12 | Jazz | Improvisation, swing and the musicians who created America's music. |
visual-arts | 3-5,6-8 | Famous Artists | Van Gogh, Frida Kahlo and Jacob Lawrence: how artists see the world. |
visual-arts | K-2,3-5 | Drawing | Lines, shapes and shading: learning to draw what you see. |
theater | 3-5,6-8 | Puppetry | Making puppets and telling stories with them. |
nutrition | K-2,3-5 | Healthy Eating | Fruits, vegetables, grains and proteins: food that helps you grow. |
physical-activity | K-2,3-5 | Exercise | Moving your body every day keeps your heart and muscles strong. |
safety | K-2 | Fire Safety | Stop, drop and roll, smoke alarms and a family escape plan. |
computer-science | 3-5,6-8 | Coding | Giving instructions to a computer: loops, conditions and debugging. |
computer-science | 6-8,9-12 | Artificial Intelligence | How computers learn from examples and what AI can and cannot do. |
engineering-design | 3-5,6-8 | Robots | Sensors, motors and code: how robots sense and move. |
life-science | K-2,3-5 | Why Do Cats Purr? | A question children ask: how cats make their purr and what it can mean. | ngss:1-LS1-2
weather-and-climate | K-2,3-5 | Why Is the Sky Blue? | A question children ask: sunlight scatters in the air, and blue light scatters most. | ngss:4-PS4-2
human-body | 3-5,6-8 | Why Do We Dream? | A question children ask: what scientists know about sleep and dreams. | ngss:MS-LS1-8
human-body | K-2,3-5 | Why Do We Yawn? | A question children ask: yawning, tiredness and why yawns are catching. | ngss:4-LS1-2
space-systems | K-2,3-5 | Why Is the Moon Sometimes Out in the Day? | A question children ask: the moon is up whenever it is on our side of the Earth. | ngss:1-ESS1-1
weather-and-climate | K-2,3-5 | Where Does Snow Come From? | A question children ask: water vapor freezes into crystals high in the clouds. | ngss:2-ESS2-3
life-science | K-2,3-5 | How Do Birds Fly? | A question children ask: wings, hollow bones and feathers lift birds into the air. | ngss:4-LS1-1
earths-systems | 3-5 | Why Is the Ocean Salty? | A question children ask: rivers carry salt from rocks into the sea, where it stays. | ngss:5-ESS2-2
`;
