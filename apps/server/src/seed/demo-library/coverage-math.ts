/**
 * One line per CCSS mathematics cluster (all 147 of ccss-math.json): `code | title phrase | one sentence`, in our
 * own words (never the standards' statements). generate-coverage.ts expands each line into several resources,
 * aligned to the cluster's standards.
 */
export const MATH_LINES = `
K.CC.A | Counting to 100 | Count aloud by ones and by tens with a hundred chart, a song and a class parade of fingers.
K.CC.B | Counting Objects | Touch each toy once, say one number for each, and the last number you say tells how many there are.
K.CC.C | More, Fewer or the Same | Children line up buttons and blocks to see which group has more, which has fewer, and when they are equal.
K.OA.A | Adding and Taking Away | Frogs hop onto a log and hop off again: young learners act out addition and subtraction stories within ten.
K.NBT.A | Teen Numbers | Fourteen is ten and four more: ten-frames show the ten inside every number from eleven to nineteen.
K.MD.A | Longer, Taller, Heavier | Children compare two objects to find which is longer, taller or heavier, and describe how they differ.
K.MD.B | Sorting and Counting | Sort buttons by color and shape, count each pile and find which group is biggest.
K.G.A | Naming Shapes | Circles, squares, triangles, cubes and cones hide in the classroom, the playground and the lunch box.
K.G.B | Building Shapes | Two triangles make a square: children build and compare flat and solid shapes with sticks and clay.
1.OA.A | Addition and Subtraction Word Problems | Stories about birds on a wire and apples in a basket become number sentences first graders can solve.
1.OA.B | Properties of Addition | Adding 3 + 8 or 8 + 3 gives the same total, and every subtraction hides an addition fact.
1.OA.C | Adding and Subtracting Within 20 | Counting on, making ten and doubles help students add and subtract quickly to twenty.
1.OA.D | The Equal Sign | The equal sign means "the same as": students decide which equations are true and find the missing number.
1.NBT.A | Counting to 120 | Students count, read and write numbers past one hundred, all the way to 120.
1.NBT.B | Tens and Ones | Bundles of ten straws and loose ones show what each digit in a two-digit number means.
1.NBT.C | Adding Tens and Ones | Students add two-digit numbers by adding tens to tens and ones to ones, with drawings to explain.
1.MD.A | Measuring Length | Paper clips laid end to end measure a pencil, a shoe and a desk without gaps or overlaps.
1.MD.B | Clocks and Time | Students read analog and digital clocks to the hour and half hour.
1.MD.C | Tally Charts and Pictographs | A class vote on favorite fruits becomes a chart students read and ask questions about.
1.G.A | Shapes and Halves | Students draw shapes, combine them and cut pizzas and pancakes into halves and fourths.
2.OA.A | Two-Step Word Problems | Students use drawings and equations to solve one- and two-step problems about adding and taking away within 100.
2.OA.B | Addition Facts to 20 | Games and mental strategies help second graders know their sums of two one-digit numbers by heart.
2.OA.C | Odd and Even Numbers | Pairing up socks and arranging counters in rows shows odd and even numbers and the first steps of multiplication.
2.NBT.A | Place Value to 1,000 | Hundreds, tens and ones blocks show how the digits in a three-digit number get their values.
2.NBT.B | Adding and Subtracting to 1,000 | Students add and subtract three-digit numbers with place value, regrouping and mental math.
2.MD.A | Inches, Feet and Centimeters | Students choose rulers, yardsticks and meter sticks to measure and estimate lengths.
2.MD.B | Number Lines and Length | A number line is a ruler: students add and subtract lengths by hopping along it.
2.MD.C | Time and Money | Students tell time to five minutes and count dollars, quarters, dimes, nickels and pennies.
2.MD.D | Line Plots and Bar Graphs | Students measure, record and graph data, then solve problems with the bar graphs they make.
2.G.A | Shapes, Rows and Columns | Students recognize triangles, pentagons and cubes and split rectangles into rows and columns of equal squares.
3.OA.A | Multiplication and Division Stories | Equal groups of cookies and rows of chairs turn into multiplication and division problems.
3.OA.B | Properties of Multiplication | Arrays show why 4 × 6 equals 6 × 4 and how knowing one fact helps you divide.
3.OA.C | Multiplication Facts | Skip counting, arrays and games help third graders learn their times tables within 100.
3.OA.D | Two-Step Problems and Number Patterns | Students solve problems with all four operations and spot patterns in the multiplication table.
3.NBT.A | Rounding and Multi-Digit Arithmetic | Students round numbers to the nearest ten or hundred and add and subtract within 1,000.
3.NF.A | Understanding Fractions | Fair shares of pizza and marks on a number line introduce fractions as numbers.
3.MD.A | Time, Volume and Mass | Students solve problems with elapsed time, liters of water and grams of flour.
3.MD.B | Scaled Bar Graphs | Students draw picture graphs and bar graphs where each square stands for several items.
3.MD.C | Finding Area | Students cover rectangles with square tiles and discover that area can be found by multiplying.
3.MD.D | Perimeter | Students walk the edge of a garden plot and measure the distance around shapes.
3.G.A | Quadrilaterals | Squares, rectangles, rhombuses and trapezoids: students sort shapes with four sides by their features.
4.OA.A | Multiplicative Comparison | "Three times as many" problems and multi-step word problems with all four operations.
4.OA.B | Factors and Multiples | Students find all the factor pairs of a number and tell prime numbers from composite ones.
4.OA.C | Number and Shape Patterns | Students follow a rule to extend a pattern and notice features the rule does not mention.
4.NBT.A | Place Value to a Million | Each place is ten times the one to its right: students read, compare and round large numbers.
4.NBT.B | Multi-Digit Multiplication and Division | Area models and partial products help students multiply and divide larger numbers.
4.NF.A | Comparing Fractions | Students compare fractions with different denominators using benchmarks and equivalent fractions.
4.NF.B | Adding Fractions and Mixed Numbers | Students add and subtract fractions with like denominators and multiply a fraction by a whole number.
4.NF.C | Decimals and Fractions | Tenths and hundredths written as fractions and decimals, compared on number lines and grids.
4.MD.A | Converting Units | Students convert kilometers to meters and hours to minutes and solve measurement word problems.
4.MD.B | Line Plots with Fractions | Students make line plots of measurements in halves, quarters and eighths and solve problems with them.
4.MD.C | Measuring Angles | Students use a protractor to measure and draw angles and add angles that share a side.
4.G.A | Lines, Angles and Symmetry | Parallel and perpendicular lines, right angles and lines of symmetry in shapes and letters.
5.OA.A | Numerical Expressions | Parentheses tell you what to do first: students write and evaluate expressions.
5.OA.B | Patterns and Coordinate Graphs | Two number patterns side by side become ordered pairs students graph.
5.NBT.A | Place Value and Decimals | Students read, compare and round decimals to thousandths and use powers of ten.
5.NBT.B | Multi-Digit Operations and Decimals | Students multiply multi-digit numbers, divide with two-digit divisors and compute with decimals.
5.NF.A | Adding Fractions with Unlike Denominators | Students find common denominators to add and subtract fractions and mixed numbers.
5.NF.B | Multiplying and Dividing Fractions | Half of three-quarters of a pan of brownies: students multiply fractions and divide with unit fractions.
5.MD.A | Converting Measurements | Students convert between centimeters and meters or ounces and pounds in multi-step problems.
5.MD.B | Line Plots and Fair Shares | Students make line plots of fractional measurements and redistribute amounts equally.
5.MD.C | Volume | Stacking unit cubes in a box shows that volume is length times width times height.
5.G.A | The Coordinate Plane | Students plot points on a grid to map a treasure hunt and graph real-world problems.
5.G.B | Classifying Shapes | A square is a rectangle and a rhombus too: students build a hierarchy of two-dimensional figures.
6.RP.A | Ratios and Unit Rates | Recipes, maps and price tags show ratios, unit rates and percents in everyday life.
6.NS.A | Dividing Fractions | How many three-quarter-cup servings are in two cups? Students divide fractions by fractions.
6.NS.B | Long Division and Decimals | Students divide multi-digit numbers and find greatest common factors and least common multiples.
6.NS.C | Negative Numbers | Temperatures below zero, sea level and bank balances introduce negative numbers and absolute value.
6.EE.A | Algebraic Expressions | Students write, read and evaluate expressions with variables and exponents.
6.EE.B | One-Step Equations and Inequalities | Students solve simple equations and inequalities and graph the solutions on a number line.
6.EE.C | Dependent and Independent Variables | Distance depends on time: students show relationships with tables, graphs and equations.
6.G.A | Area, Surface Area and Volume | Students find the area of triangles, unfold boxes into nets and compute volume with fractional edges.
6.SP.A | Statistical Questions | "How tall are students in our class?" has variability: students learn what makes a question statistical.
6.SP.B | Dot Plots, Histograms and Box Plots | Students display data and describe its center, spread and shape.
7.RP.A | Proportional Relationships | Constant unit rates, tables and straight lines through the origin: students solve problems with proportions.
7.NS.A | Operations with Rational Numbers | Students add, subtract, multiply and divide positive and negative numbers, fractions and decimals.
7.EE.A | Equivalent Expressions | Students expand, factor and combine like terms to rewrite expressions.
7.EE.B | Solving Multi-Step Equations | Students write and solve equations and inequalities for real-life problems such as discounts and tips.
7.G.A | Scale Drawings and Constructions | Students make scale drawings of rooms and draw triangles from given measurements.
7.G.B | Angles, Circles and Volume | Students find the circumference and area of circles and solve problems with angles, surface area and volume.
7.SP.A | Random Sampling | A fair sample of the school predicts the whole school's opinion: students draw conclusions from samples.
7.SP.B | Comparing Two Populations | Students compare the data of two groups by their centers and spreads.
7.SP.C | Probability Models | Coins, spinners and simulations: students find and test the probability of simple and compound events.
8.NS.A | Irrational Numbers | The square root of two never repeats or ends: students approximate irrational numbers on a number line.
8.EE.A | Exponents and Scientific Notation | Students use integer exponents, square and cube roots and scientific notation for very large and small numbers.
8.EE.B | Slope and Proportional Relationships | Students graph proportional relationships and find slope using similar triangles.
8.EE.C | Linear Equations and Systems | Students solve linear equations and find where two lines meet to solve systems of equations.
8.F.A | Understanding Functions | A function gives exactly one output for each input: students compare functions in tables, graphs and rules.
8.F.B | Modeling with Functions | Students build linear functions from situations and describe graphs of real relationships.
8.G.A | Transformations, Congruence and Similarity | Students slide, flip, turn and dilate figures to explore congruence and similarity.
8.G.B | The Pythagorean Theorem | Students explain a proof and use a² + b² = c² to find distances and missing sides.
8.G.C | Volume of Cylinders, Cones and Spheres | Students find the volume of soup cans, ice cream cones and balls.
8.SP.A | Scatter Plots | Students plot paired data, look for patterns of association and fit trend lines.
HSN-RN.A | Rational Exponents | What does 8 to the power one-third mean? Students extend exponent rules to fractions.
HSN-RN.B | Rational and Irrational Numbers | Students explain why sums and products of rational and irrational numbers behave as they do.
HSN-Q.A | Units and Quantities | Students use units to guide problem solving, choose scales and report answers with sensible accuracy.
HSN-CN.A | Complex Numbers | The imaginary unit i squared is −1: students add, subtract and multiply complex numbers.
HSN-CN.B | The Complex Plane | Students plot complex numbers as points and see multiplication as rotation.
HSN-CN.C | Complex Solutions of Polynomials | Quadratic equations with no real solutions have complex ones; students find them.
HSN-VM.A | Vectors | Arrows with size and direction represent velocity and force: students model with vectors.
HSN-VM.B | Vector Operations | Students add, subtract and scale vectors graphically and with components.
HSN-VM.C | Matrices | Students add and multiply matrices and use them to transform shapes and solve problems.
HSA-SSE.A | Structure of Expressions | Students see the parts of an expression, like terms, factors and coefficients, and what they mean.
HSA-SSE.B | Rewriting Expressions | Factoring, completing the square and exponent rules reveal zeros, maximums and growth rates.
HSA-APR.A | Polynomial Arithmetic | Students add, subtract and multiply polynomials, which behave much like integers.
HSA-APR.B | Zeros and Factors of Polynomials | The remainder theorem links the zeros of a polynomial to its factors and its graph.
HSA-APR.C | Polynomial Identities | Students prove identities and use them to find Pythagorean triples and expand binomials.
HSA-APR.D | Rational Expressions | Students rewrite and simplify rational expressions using division and factoring.
HSA-CED.A | Writing Equations | Students write equations and inequalities that model a situation and solve them.
HSA-REI.A | Reasoning About Solving Equations | Each step of solving an equation is justified; students explain why and spot extraneous solutions.
HSA-REI.B | Quadratic Equations | Students solve quadratics by factoring, completing the square and the quadratic formula.
HSA-REI.C | Systems of Equations | Substitution, elimination and matrices solve systems of linear equations.
HSA-REI.D | Graphing Equations and Inequalities | Students graph equations and inequalities and find solutions where graphs intersect.
HSF-IF.A | Function Notation | f(x) names an output: students read and use function notation and domains.
HSF-IF.B | Interpreting Functions | Students read key features such as intercepts, maximums and rates of change from graphs in context.
HSF-IF.C | Representing Functions | Students graph functions and compare them in tables, graphs, equations and words.
HSF-BF.A | Building Functions | Students write functions for situations, including recursive rules and arithmetic and geometric sequences.
HSF-BF.B | Transforming Functions | Shifting, stretching and reflecting graphs; finding inverse functions.
HSF-LE.A | Linear and Exponential Models | Savings accounts and bacteria growth show when to use linear or exponential models.
HSF-LE.B | Interpreting Model Parameters | Students explain what the numbers in a linear or exponential function mean for the situation.
HSF-TF.A | The Unit Circle | Radians and the unit circle extend sine and cosine to every angle.
HSF-TF.B | Modeling Periodic Change | Tides, Ferris wheels and daylight hours are modeled with sine and cosine functions.
HSF-TF.C | Trigonometric Identities | Students prove the Pythagorean identity and use it to find trigonometric values.
HSG-CO.A | Geometric Transformations | Students define and perform rotations, reflections and translations in the plane.
HSG-CO.B | Congruence and Rigid Motions | Two figures are congruent if a sequence of rigid motions maps one onto the other.
HSG-CO.C | Geometric Proofs | Students prove theorems about lines, angles, triangles and parallelograms.
HSG-CO.D | Compass and Straightedge Constructions | Students bisect angles, copy segments and construct hexagons inscribed in circles.
HSG-SRT.A | Similarity Transformations | Dilations and similar figures explain why shapes can be scaled without changing their angles.
HSG-SRT.B | Similar Triangle Proofs | Students prove theorems about triangles using similarity.
HSG-SRT.C | Right Triangle Trigonometry | Sine, cosine and tangent solve for missing sides and angles in right triangles.
HSG-SRT.D | Laws of Sines and Cosines | Students solve any triangle using the laws of sines and cosines.
HSG-C.A | Circle Theorems | Students prove that all circles are similar and explore angles, chords and tangents.
HSG-C.B | Arc Length and Sectors | Students find arc lengths and sector areas and meet the radian.
HSG-GPE.A | Equations of Circles and Parabolas | Students derive the equation of a circle from the Pythagorean theorem and of a parabola from its focus.
HSG-GPE.B | Coordinate Geometry Proofs | Students use slopes and distances to prove shapes are parallelograms, rectangles or right triangles.
HSG-GMD.A | Volume Formulas | Students explain and use the volume formulas of cylinders, pyramids, cones and spheres.
HSG-GMD.B | Cross Sections and Solids | Slicing solids and spinning shapes reveal connections between two and three dimensions.
HSG-MG.A | Modeling with Geometry | Students model tree trunks as cylinders and design objects to meet physical constraints.
HSS-ID.A | Summarizing Data | Students compare data sets with dot plots, histograms and box plots and describe center and spread.
HSS-ID.B | Two-Variable Data | Two-way tables and scatter plots summarize categorical and quantitative data.
HSS-ID.C | Linear Models and Correlation | Students interpret slope, intercept and the correlation coefficient and tell correlation from causation.
HSS-IC.A | Random Processes | Students decide whether a model fits data from a simulation or a random process.
HSS-IC.B | Surveys and Experiments | Students design surveys and experiments and draw conclusions with margins of error.
HSS-CP.A | Conditional Probability | Students use two-way tables to understand independent events and conditional probability.
HSS-CP.B | Compound Probability | Students use addition and multiplication rules to find probabilities of compound events.
HSS-MD.A | Expected Value | Students calculate the expected value of a game of chance or an insurance policy.
HSS-MD.B | Decisions with Probability | Students use probability to judge fair decisions, like lotteries, tests and product testing.
`;
