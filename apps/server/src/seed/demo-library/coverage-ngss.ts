/**
 * One line per NGSS performance expectation (all 208 of ngss.json): `code | title phrase | one sentence`, in our
 * own words. The standard's statement is never copied: the alignment is data, and the statement is shown only as
 * the standard. generate-coverage.ts expands each line into several resources of different media types.
 */
export const NGSS_LINES = `
K-PS2-1 | Pushes and Pulls | Kindergartners roll balls and push wagons to see how a harder push or a push from another side changes where things go.
K-PS2-2 | Ramps and Rolling Marbles | Children build ramps from blocks and cardboard and test whether their design speeds a marble up, slows it down or turns it.
K-PS3-1 | Sunlight Warms the Earth | Sand, water and rocks left in the sun and in the shade show young scientists how sunshine heats what it touches.
K-PS3-2 | Build a Shade Shelter | Students design a little shelter of paper, cloth and sticks that keeps an ice cube cool on a sunny playground.
K-LS1-1 | What Living Things Need | Plants, pets and people all need food, water and air: a walk around the schoolyard turns the pattern into a list.
K-ESS2-1 | Weather Watchers | A class weather chart of sunny, rainy and windy days shows how the weather changes over a week and a season.
K-ESS2-2 | Animals Change Their Homes | Squirrels dig, beavers build dams and people pave roads: living things reshape the places where they live.
K-ESS3-1 | Where Animals Live | A map of a park shows why deer live near the woods and fish in the pond: each animal lives where its needs are met.
K-ESS3-2 | Getting Ready for a Storm | A meteorologist visits a kindergarten to explain how forecasts help families get ready for snow, storms and floods.
K-ESS3-3 | Caring for Our Planet | Children find ways to use less paper, save water and keep litter out of the creek behind the school.
1-PS4-1 | Making Sounds | Rubber bands, drums and tuning forks show first graders that sound comes from things that shake back and forth.
1-PS4-2 | Seeing in the Dark | A shoebox with a peephole proves that we see objects only when light shines on them.
1-PS4-3 | Light and Shadows | Students shine flashlights through clear plastic, wax paper, cardboard and mirrors to see which let light through.
1-PS4-4 | Signals with Light and Sound | First graders invent ways to send a message across the room with flashlights, drums and cups on a string.
1-LS1-1 | Inspired by Nature | Burrs inspired hook-and-loop fasteners: children design a helmet or a tool that copies a plant or an animal.
1-LS1-2 | Animal Parents and Babies | Penguin chicks, baby birds and kittens show how parents feed, protect and teach their young.
1-LS3-1 | Like Parent, Like Baby | Puppies look like their parents but not exactly: students compare photos of young animals and plants with grown-ups.
1-ESS1-1 | Patterns in the Sky | The sun rises and sets, the moon changes shape and stars come out at night: a sky journal finds the patterns.
1-ESS1-2 | Daylight Through the Year | Students count the hours of daylight in winter and summer and see why bedtime is darker in December.
2-PS1-1 | Sorting Materials | Hard or soft, bendy or stiff, rough or smooth: second graders sort objects by the properties of what they are made of.
2-PS1-2 | The Best Material for the Job | Which material makes the best umbrella? Students test fabrics, paper and plastic to find out.
2-PS1-3 | Building with Blocks | A castle of blocks can become a bridge or a boat: the same small pieces make many different things.
2-PS1-4 | Melting and Cooking | Chocolate melts and hardens again, but a cooked egg stays cooked: some changes can be undone and some cannot.
2-LS2-1 | What Plants Need to Grow | Bean plants in the dark, without water and on a sunny windowsill show what a plant needs to grow.
2-LS2-2 | Pollinators at Work | Bees, butterflies and hummingbirds carry pollen from flower to flower; students build a model pollinator.
2-LS4-1 | Habitats Near and Far | Tide pools, deserts, rain forests and backyards: students compare how many kinds of living things each one holds.
2-ESS1-1 | Fast and Slow Earth Changes | A landslide happens in minutes and a canyon takes millions of years: Earth changes at very different speeds.
2-ESS2-1 | Stopping Erosion | Students test grass, rocks and fences against a tray of sand and a watering can to keep the land in place.
2-ESS2-2 | Mapping Land and Water | Children draw maps of hills, lakes, rivers and oceans and build a model landscape in a tray.
2-ESS2-3 | Where Water Is Found | Oceans, rivers, lakes, glaciers and ice caps: a globe shows where Earth's water is and whether it is frozen.
K-2-ETS1-1 | Solving a Problem | Young engineers ask questions about a problem at school, like a door that slams, before they start building.
K-2-ETS1-2 | Shape Helps It Work | Why are wheels round and straws hollow? Students sketch objects whose shape makes them work.
K-2-ETS1-3 | Testing Two Designs | Two paper bridges, one folded and one flat: students test which holds more pennies and why.
3-PS2-1 | Balanced and Unbalanced Forces | A tug-of-war and a hockey puck show what happens when forces are equal and when one side wins.
3-PS2-2 | Predicting Motion | A pendulum and a swing move in patterns students can measure and use to predict the next swing.
3-PS2-3 | Static Electricity | Balloons that stick to walls and hair that stands on end: students explore charges that attract and repel.
3-PS2-4 | Designing with Magnets | Students design a latch for a cabinet door or a sorter for paper clips that works with magnets.
3-LS1-1 | Life Cycles of Plants and Animals | Frogs, beans and ladybugs are born, grow, reproduce and die: students compare their life cycles.
3-LS2-1 | Animals in Groups | Wolf packs, ant colonies and schools of fish: living in a group helps animals find food and stay safe.
3-LS3-1 | Inherited Traits | Students compare the eye colors, leaf shapes and fur patterns that parents pass on to their offspring.
3-LS3-2 | Traits and the Environment | A plant in poor soil stays small and a flamingo fed without shrimp turns pale: surroundings shape traits too.
3-LS4-1 | Fossils Tell Stories | Fish fossils on a mountaintop and fern fossils in Antarctica reveal what ancient environments were like.
3-LS4-2 | Differences Help Survival | Darker moths hide better on sooty trees: small differences between animals can help some of them survive.
3-LS4-3 | Surviving in a Habitat | A cactus thrives in the desert and wilts in a swamp: some living things survive well only in certain places.
3-LS4-4 | When Habitats Change | When a wetland is drained, frogs and birds move away; students judge ideas that help wildlife through the change.
3-ESS2-1 | Weather Data and Seasons | Students graph temperature and rainfall to describe what the weather is usually like in each season.
3-ESS2-2 | Climates Around the World | From the Arctic to the tropics, students compare the climates of places where children live around the world.
3-ESS3-1 | Protecting Homes from Weather Hazards | Lightning rods, storm shelters and levees: students weigh designs that keep people safe from severe weather.
4-PS3-1 | Speed and Energy | A faster bowling ball knocks down more pins: students explore how an object's speed relates to its energy.
4-PS3-2 | Energy on the Move | Energy travels as sound, light, heat and electric current; students trace it from a battery to a buzzer.
4-PS3-3 | Collisions | Toy cars crash on a track and students predict how energy changes when moving objects bump into each other.
4-PS3-4 | Energy Converters | Students build a device, like a wind-powered pinwheel lifter, that changes energy from one form to another.
4-PS4-1 | Making Waves | Ropes, slinkies and a tray of water show wave height and the distance between crests, and how waves push things.
4-PS4-2 | How We See | Light bounces off an apple and into your eye: a simple model explains how we see objects.
4-PS4-3 | Secret Codes and Signals | Morse code, drum beats and flag signals: students compare ways to send information using patterns.
4-LS1-1 | Plant and Animal Structures | Thorns, shells, gills and roots: the parts of plants and animals help them survive, grow and reproduce.
4-LS1-2 | Animal Senses | An owl's ears and a snake's tongue: animals take in information through their senses and respond to it.
4-ESS1-1 | Reading Rock Layers | Layers of rock and the fossils inside them tell the story of how a landscape changed over time.
4-ESS2-1 | Weathering and Erosion | Ice, wind, water and plant roots break rocks apart and carry the pieces away; students measure the effects.
4-ESS2-2 | Maps of Earth's Features | Mountain ranges, ocean trenches, volcanoes and earthquakes line up in patterns on a map of the world.
4-ESS3-1 | Energy from Natural Resources | Coal, oil, wind, sunlight and falling water all power our homes; students compare renewable and nonrenewable sources.
4-ESS3-2 | Reducing Natural Hazard Damage | Students compare ways to protect a town from earthquakes, floods, tsunamis and volcanic eruptions.
5-PS1-1 | Tiny Particles of Matter | Sugar dissolves and seems to disappear, but the water still tastes sweet: matter is made of particles too small to see.
5-PS1-2 | Conservation of Matter | Students weigh ice before and after melting and baking soda before and after a fizz: the mass stays the same.
5-PS1-3 | Identifying Materials | Color, hardness, magnetism and whether it conducts electricity: students identify mystery materials by their properties.
5-PS1-4 | Mixing Substances | Vinegar and baking soda fizz, salt and pepper just mix: students find out when mixing makes something new.
5-PS2-1 | Gravity Pulls Down | Whether you stand in Alaska or Australia, dropped objects fall toward the center of the Earth.
5-PS3-1 | Energy from Food | The energy in your lunch came from the sun: students follow it from sunlight to plants to their own muscles.
5-LS1-1 | How Plants Grow | A huge tree is made mostly from air and water, not soil: students investigate where a plant's mass comes from.
5-LS2-1 | Decomposers and Matter | Worms, fungi and bacteria break down dead leaves and return matter to the soil for plants to use again.
5-ESS1-1 | Brightness of Stars | Our sun looks brighter than other stars because it is much closer; students compare stars at different distances.
5-ESS1-2 | Shadows and Day and Night | Shadows grow, shrink and swing during the day, and the night sky changes with the seasons as Earth moves.
5-ESS2-1 | Earth's Spheres | Land, water, air and living things interact: a rain storm shows all four of Earth's systems working together.
5-ESS2-2 | Earth's Fresh Water | Most of Earth's water is salty; students graph how little fresh water there is and where it is stored.
5-ESS3-1 | Communities Protect the Earth | Towns build bike lanes, restore wetlands and recycle: students research how communities protect resources.
3-5-ETS1-1 | Defining a Design Problem | Before building, engineers list what the solution must do and what limits it must work within: time, cost and materials.
3-5-ETS1-2 | Brainstorming Solutions | Students sketch several ways to keep a lunch cold and compare which is most likely to work.
3-5-ETS1-3 | Fair Tests for Prototypes | Students test parachute designs one change at a time to find the weak points and improve them.
MS-PS1-1 | Atoms and Molecules | Ball-and-stick models show how atoms join into water, carbon dioxide and the crystal structure of table salt.
MS-PS1-2 | Evidence of a Chemical Reaction | A color change, a gas or a new solid: students compare substances before and after they react.
MS-PS1-3 | Synthetic Materials | Nylon, plastic and medicines are made from natural resources; students trace them and weigh their effects on society.
MS-PS1-4 | Particles and States of Matter | When ice melts or water boils, particles speed up and spread out; a particle model shows what temperature means.
MS-PS1-5 | Atoms Are Conserved | Counting atoms before and after a reaction shows that no atoms appear or disappear, so mass stays the same.
MS-PS1-6 | Hand Warmers and Cold Packs | Students design a pack that heats up or cools down using a chemical reaction and test how well it works.
MS-PS2-1 | Newton's Third Law and Collisions | Bumper cars and rockets push back as hard as they are pushed; students design a safer collision for two carts.
MS-PS2-2 | Forces, Mass and Motion | Students push carts with different loads to see how the total force and the mass change the motion.
MS-PS2-3 | Electromagnets | Wrapping more wire coils around a nail or adding a battery makes a stronger magnet; students find the factors.
MS-PS2-4 | Gravity in Space | Gravity pulls every object toward every other one, holding moons, planets and stars in their paths.
MS-PS2-5 | Invisible Fields | Iron filings, compasses and charged balloons reveal fields that push and pull without touching.
MS-PS3-1 | Kinetic Energy | Students graph how a ball's energy grows with its mass and grows even faster with its speed.
MS-PS3-2 | Potential Energy | A stretched rubber band, a raised book and two magnets held apart all store energy in their positions.
MS-PS3-3 | Keeping Things Hot or Cold | Students design and test an insulated cup that keeps cocoa hot or a cooler that keeps ice frozen.
MS-PS3-4 | Heating Different Materials | Equal amounts of water, sand and oil warm up at different rates; students plan an investigation to find out why.
MS-PS3-5 | Energy Transfer | When a moving ball slows down, where does its energy go? Students follow energy into sound, heat and other objects.
MS-PS4-1 | Wave Properties | Students measure wavelength, frequency and amplitude on a slinky and see how amplitude relates to energy.
MS-PS4-2 | Reflection, Absorption and Transmission | Light and sound waves bounce off, soak into or pass through different materials: a model explains why.
MS-PS4-3 | Digital Signals | Music stored as numbers survives copying better than a cassette tape: why digital signals carry information reliably.
MS-LS1-1 | Cells: Building Blocks of Life | Microscopes reveal that onion skin, pond water and your own cheek are made of cells.
MS-LS1-2 | Parts of a Cell | The nucleus, mitochondria, cell membrane and chloroplasts each have a job in keeping a cell alive.
MS-LS1-3 | Body Systems Working Together | The digestive, circulatory and respiratory systems cooperate when you run; students model how.
MS-LS1-4 | Animal Behavior and Reproduction | Peacock feathers, bird songs and bees carrying pollen all improve the chances of producing offspring.
MS-LS1-5 | Genes and Environment in Growth | Well-watered corn grows taller and underfed calves stay small: genes and surroundings together shape growth.
MS-LS1-6 | Photosynthesis and the Cycling of Matter | Plants use light energy to turn carbon dioxide and water into sugar and oxygen: the start of most food chains.
MS-LS1-7 | How Food Becomes Energy | The food you eat is broken down and rebuilt into new molecules that give you energy and help you grow.
MS-LS1-8 | Senses and the Brain | Nerves carry messages from your eyes, ears and skin to your brain, which decides what to do and what to remember.
MS-LS2-1 | Populations and Resources | When food runs short, a population of deer or rabbits shrinks; students graph how resources limit populations.
MS-LS2-2 | Competition, Predation and Partnership | Lions and zebras, clownfish and anemones: students find the patterns in how organisms interact.
MS-LS2-3 | Energy Flow in Ecosystems | Energy flows from the sun to plants to animals while matter cycles round and round an ecosystem.
MS-LS2-4 | Ecosystems in Change | A wildfire, a drought or a new species changes an ecosystem; students use data to explain the ripple effects.
MS-LS2-5 | Protecting Biodiversity | Students compare plans to protect a wetland's plants and animals and the clean water it provides.
MS-LS3-1 | Mutations | A small change in a gene can change a protein, which may help, harm or make no difference to an organism.
MS-LS3-2 | Sexual and Asexual Reproduction | Strawberry runners make identical copies while seeds mix traits from two parents: students compare the two.
MS-LS4-1 | The Fossil Record | Fossils in rock layers show life on Earth changing over millions of years, including extinctions.
MS-LS4-2 | Comparing Skeletons | Whale flippers, bat wings and human arms share the same bones, a clue to shared ancestry.
MS-LS4-3 | Embryos Compared | Early embryos of fish, chickens and humans look surprisingly alike; students compare pictures of their development.
MS-LS4-4 | Natural Selection | Finches with stronger beaks survived a drought: variations in traits help some individuals survive and reproduce.
MS-LS4-5 | Selective Breeding and Genetic Engineering | From corn to dog breeds to modified crops, people have changed the traits of living things.
MS-LS4-6 | Adaptation Over Generations | Students use graphs of populations over many generations to show how helpful traits become common.
MS-ESS1-1 | Eclipses, Moon Phases and Seasons | A lamp, a globe and a ball model the sun, Earth and moon to explain phases, eclipses and seasons.
MS-ESS1-2 | Gravity and the Solar System | Gravity holds the planets in orbit around the sun and our solar system inside the Milky Way galaxy.
MS-ESS1-3 | Scale of the Solar System | If the sun were a beach ball, Earth would be a peppercorn 26 meters away: students build a scale model.
MS-ESS1-4 | Geologic Time | Rock layers and fossils let geologists arrange Earth's 4.6-billion-year history into a time scale.
MS-ESS2-1 | Earth's Changing Materials | Rocks melt, cool, erode and are buried again as energy from the sun and Earth's interior drives the cycle.
MS-ESS2-2 | Shaping Earth's Surface | Slow erosion and sudden landslides, earthquakes and eruptions shape Earth's surface at different scales.
MS-ESS2-3 | Plate Tectonics Evidence | Matching fossils across oceans and coastlines that fit like puzzle pieces point to continents on the move.
MS-ESS2-4 | The Water Cycle in Earth's Systems | Sunlight and gravity drive water from oceans to clouds to rivers and back in an endless cycle.
MS-ESS2-5 | Air Masses and Weather | When warm and cold air masses collide, fronts bring clouds, rain and sudden changes in the weather.
MS-ESS2-6 | Winds and Ocean Currents | Uneven heating and Earth's spin set up global winds and ocean currents that shape climates.
MS-ESS3-1 | Where Resources Are Found | Oil, minerals and groundwater are unevenly spread around the world because of past geologic processes.
MS-ESS3-2 | Forecasting Natural Hazards | Scientists track earthquakes, volcanoes and hurricanes to forecast hazards and warn people in time.
MS-ESS3-3 | Reducing Human Impact | Students design a way to monitor and reduce pollution, like testing a stream and planning a rain garden.
MS-ESS3-4 | Population and Consumption | As the population grows and people use more, Earth's resources and ecosystems feel the strain.
MS-ESS3-5 | Rising Global Temperatures | Students examine the evidence for why Earth's average temperature has risen over the past century.
MS-ETS1-1 | Criteria and Constraints | Engineers spell out exactly what a design must do and the limits it must meet before they build anything.
MS-ETS1-2 | Evaluating Design Solutions | A decision matrix helps students compare competing designs for a water bottle holder.
MS-ETS1-3 | Combining the Best Design Ideas | Test results from several prototypes show which features to combine into a better design.
MS-ETS1-4 | Iterative Testing | Build, test, improve and repeat: students refine a model until it meets the design goals.
HS-PS1-1 | The Periodic Table | Rows and columns of the periodic table reveal patterns in atoms' outer electrons and how elements behave.
HS-PS1-2 | Predicting Chemical Reactions | Outer electrons and periodic trends help chemists predict what happens when sodium meets chlorine.
HS-PS1-3 | Forces Between Particles | Why does water boil at 100 °C and salt melt at 801 °C? Students link the strength of attraction between particles to properties.
HS-PS1-4 | Energy in Chemical Reactions | Breaking and forming bonds absorbs or releases energy; students model why some reactions give off heat.
HS-PS1-5 | Reaction Rates | Heat, concentration and stirring change how fast reactions go; collision theory explains why.
HS-PS1-6 | Chemical Equilibrium | Changing pressure, temperature or concentration shifts a reaction in equilibrium toward more product.
HS-PS1-7 | Balancing Chemical Equations | Atoms and mass are conserved in a reaction: students balance equations and calculate amounts.
HS-PS1-8 | Nuclear Reactions | Fission, fusion and radioactive decay change the nucleus of an atom and release enormous energy.
HS-PS2-1 | Newton's Second Law | Data from motion sensors show how force, mass and acceleration relate in F = ma.
HS-PS2-2 | Momentum | In a collision, the total momentum of the objects before equals the total after; students calculate it.
HS-PS2-3 | Designing for Safe Collisions | Students design and refine a device, like an egg crash cushion, that lowers the force in a collision.
HS-PS2-4 | Gravitational and Electric Forces | Newton's law of gravitation and Coulomb's law predict how forces grow weaker with distance.
HS-PS2-5 | Electricity and Magnetism | A current in a wire makes a magnetic field and a moving magnet makes a current: the heart of motors and generators.
HS-PS2-6 | Molecular Structure and Materials | Why are some plastics stretchy and some metals strong? The structure of molecules decides how materials work.
HS-PS3-1 | Modeling Energy in Systems | Students write a computer model that tracks energy as it moves between parts of a system.
HS-PS3-2 | Kinetic and Potential Energy | Roller coasters trade potential energy for kinetic energy and back while the total stays the same.
HS-PS3-3 | Energy Conversion Devices | Students design and build a device, like a solar-powered fan, that converts one form of energy to another.
HS-PS3-4 | Thermal Equilibrium | Mix hot and cold water and the temperature evens out: students measure thermal energy flowing until they match.
HS-PS3-5 | Electric and Magnetic Fields | A model of two charged or magnetic objects shows how fields store energy and exert forces.
HS-PS4-1 | Frequency, Wavelength and Speed | Students calculate how frequency, wavelength and speed relate for waves on strings, in air and in light.
HS-PS4-2 | Digital Information | Why do phones, cameras and music go digital? Students weigh the advantages of digital transmission and storage.
HS-PS4-3 | Waves and Particles of Light | Light bends like a wave and knocks electrons loose like a particle: the evidence for both models.
HS-PS4-4 | Radiation and Health | Sunburn, X-rays and cell phones: students evaluate claims about how different kinds of radiation affect the body.
HS-PS4-5 | Technologies That Use Waves | Solar cells, medical imaging and wireless networks all work by capturing and controlling waves.
HS-LS1-1 | DNA to Proteins | The sequence of bases in DNA spells out proteins that do the work of cells.
HS-LS1-2 | Organ Systems | Cells form tissues, tissues form organs and organs form systems that keep the body running.
HS-LS1-3 | Homeostasis | Sweating, shivering and blood sugar control: feedback keeps the body's conditions steady.
HS-LS1-4 | Mitosis and Cell Division | One cell becomes two, and cells specialize: how a fertilized egg grows into a whole organism.
HS-LS1-5 | Photosynthesis | Chloroplasts capture light energy and store it in sugar, turning carbon dioxide and water into food and oxygen.
HS-LS1-6 | Building Large Molecules | Carbon, hydrogen and oxygen from sugar are rebuilt into amino acids, fats and other molecules of life.
HS-LS1-7 | Cellular Respiration | Cells break down sugar with oxygen to release the energy that powers everything they do.
HS-LS2-1 | Carrying Capacity | Food, water and space set a limit on how many organisms an ecosystem can support.
HS-LS2-2 | Biodiversity and Populations | Students use data to explain how biodiversity and population sizes rise and fall in ecosystems.
HS-LS2-3 | Aerobic and Anaerobic Processes | With and without oxygen, cells cycle matter and energy differently; yeast and muscle cells show how.
HS-LS2-4 | Energy Pyramids | Only about a tenth of the energy passes from one level of a food chain to the next.
HS-LS2-5 | The Carbon Cycle | Photosynthesis and respiration move carbon between the air, oceans, land and living things.
HS-LS2-6 | Ecosystem Stability | Ecosystems stay stable through small changes but can shift dramatically after a big disturbance.
HS-LS2-7 | Reducing Human Impact on Biodiversity | Students design and refine solutions, like wildlife corridors, that lessen human impact on ecosystems.
HS-LS2-8 | Group Behavior | Flocking, herding and cooperative hunting help animals survive and raise young.
HS-LS3-1 | DNA and Chromosomes | Chromosomes carry the DNA instructions for traits passed from parents to offspring.
HS-LS3-2 | Sources of Genetic Variation | Crossing over, mutation and new combinations of genes make every offspring different.
HS-LS3-3 | Probability and Inheritance | Punnett squares and statistics predict how traits show up in a population.
HS-LS4-1 | Evidence for Evolution | DNA, fossils and anatomy all point to common ancestry among living things.
HS-LS4-2 | How Evolution Works | Variation, inheritance, competition and the environment together drive evolution.
HS-LS4-3 | Advantageous Traits | Students use statistics to show how a helpful trait spreads through a population over time.
HS-LS4-4 | Natural Selection and Adaptation | Antibiotic resistance in bacteria shows natural selection shaping a population in real time.
HS-LS4-5 | Environmental Change and Species | A changing environment can make some species spread, new ones appear and others go extinct.
HS-LS4-6 | Simulating Conservation | Students build a simulation to test how to protect endangered species from human activity.
HS-ESS1-1 | The Life of the Sun | Nuclear fusion in the sun's core releases the energy that reaches Earth as sunlight; the sun will not shine forever.
HS-ESS1-2 | The Big Bang | Galaxies rushing apart and the cosmic background glow are evidence for how the universe began.
HS-ESS1-3 | Stars Make Elements | Stars forge elements from helium to iron in their cores, and exploding stars scatter them across space.
HS-ESS1-4 | Orbits and Kepler's Laws | Students use math to predict the motion of planets, moons and satellites in their orbits.
HS-ESS1-5 | Plate Tectonics | Seafloor ages and moving continents support the theory that Earth's crust is made of moving plates.
HS-ESS1-6 | Earth's Early History | Meteorites, moon rocks and the oldest minerals on Earth tell how our planet formed.
HS-ESS2-1 | Earth's Landforms Over Time | Mountains rise and wear away as internal and surface processes work over millions of years.
HS-ESS2-2 | Feedbacks in Earth's Systems | Melting ice exposes dark water that absorbs more heat: one change can set off others.
HS-ESS2-3 | Earth's Interior and Convection | Heat from Earth's core drives slow convection in the mantle that moves the plates above.
HS-ESS2-4 | Causes of Climate Change | Changes in Earth's orbit, the sun and greenhouse gases alter how much energy Earth keeps.
HS-ESS2-5 | Water and Earth Materials | Water dissolves rock, freezes in cracks and carves canyons: students investigate its effects.
HS-ESS2-6 | The Carbon Cycle in Earth's Systems | Carbon moves among oceans, air, rocks and living things; students model the amounts.
HS-ESS2-7 | Life and Earth Coevolve | Early microbes filled the air with oxygen, changing Earth, which in turn changed life.
HS-ESS3-1 | Resources, Hazards and Human Activity | Rivers, fertile soil and natural hazards have shaped where people settle and how civilizations grew.
HS-ESS3-2 | Energy and Mineral Resources | Students weigh the costs and benefits of mining, drilling, solar farms and wind turbines.
HS-ESS3-3 | Sustainability | A simulation shows how resource management, population and biodiversity affect one another.
HS-ESS3-4 | Technology for a Cleaner Planet | Scrubbers, catalytic converters and water treatment reduce human impact on natural systems.
HS-ESS3-5 | Climate Models and Forecasts | Global climate models project future temperatures, sea levels and rainfall from today's data.
HS-ESS3-6 | Human Activity and Earth's Systems | A computer model shows how burning fuels changes the atmosphere, oceans and life.
HS-ETS1-1 | Global Challenges | Clean water, energy and food for everyone: students define what a good solution must achieve.
HS-ETS1-2 | Breaking Down Big Problems | Engineers split a complex problem, like a city's traffic, into smaller problems they can solve.
HS-ETS1-3 | Trade-Offs in Design | Cost, safety, reliability and beauty: students weigh trade-offs and social and environmental impacts.
HS-ETS1-4 | Simulating Solutions | Computer simulations test proposed solutions to a complex problem before anything is built.
`;
