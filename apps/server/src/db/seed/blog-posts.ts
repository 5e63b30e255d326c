/** Demo blog posts: real, useful NEET preparation advice written as sanitiser-friendly HTML. */
export interface BlogPost {
  slug: string;
  title: string;
  contentHtml: string;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'build-a-neet-study-plan-that-works',
    title: 'How to Build a NEET Study Plan That Actually Works',
    contentHtml: `<p>Most NEET aspirants do not fail for lack of effort. They fail because their effort is spread unevenly: hours go into chapters they already like while the chapters that decide ranks stay untouched. A good study plan fixes that by turning the syllabus into a sequence of small, checkable goals.</p>
<h2>Start from the exam, not from the books</h2>
<p>NEET UG is a 720-mark paper. Every correct answer earns <strong>4 marks</strong> and every wrong answer costs <strong>1 mark</strong>. Biology (Botany and Zoology together) carries half of the paper, while Physics and Chemistry carry a quarter each. Your plan should reflect this weight: Biology deserves daily contact, while Physics and Chemistry need regular problem practice so that speed builds up over months, not weeks.</p>
<h2>Divide the year into three phases</h2>
<ul>
<li><strong>Foundation (first five to six months):</strong> finish the NCERT syllabus of Class 11 and 12 once, chapter by chapter, with short notes and chapter-end questions.</li>
<li><strong>Consolidation (next three to four months):</strong> revise each chapter a second time, solve previous-year questions topic-wise and start one full mock test every week.</li>
<li><strong>Simulation (last two months):</strong> full-length mocks at exam time of day, error analysis and rapid revision of your own notes.</li>
</ul>
<h2>Plan weeks, not just days</h2>
<p>A daily timetable breaks at the first bad day. A weekly target survives it. Decide on Sunday which chapters you will close this week, how many questions you will solve and which test you will take. Then give each day a rough shape: a long morning block for the hardest subject, a practice block in the afternoon and a short revision block at night.</p>
<h2>Build in revision from day one</h2>
<p>Memory fades quickly without review. Use a simple rule: revisit a chapter after <strong>one day, one week and one month</strong>. Keep a single notebook for formulas, reactions and Biology facts you keep forgetting, and read it for fifteen minutes every day.</p>
<h2>Track what matters</h2>
<ul>
<li>Chapters completed versus planned, every Sunday.</li>
<li>Accuracy in practice questions, subject by subject.</li>
<li>Mock test score and the number of silly mistakes.</li>
</ul>
<p>If a plan is not working after three weeks, change it. A mentor who has written the exam recently can look at your numbers and tell you quickly whether you need more practice, more revision or simply more sleep.</p>`,
  },
  {
    slug: 'mastering-ncert-biology-for-neet',
    title: 'Mastering NCERT Biology for NEET',
    contentHtml: `<p>Biology is the section where a serious aspirant can come close to full marks, and the single most important source for it is the NCERT textbook of Class 11 and Class 12. Almost every question in recent papers can be traced back to a line, a diagram or a table in these books. Toppers do not read NCERT once; they read it until they can predict the next sentence.</p>
<h2>Read actively, line by line</h2>
<p>Skimming does not work for NEET Biology because questions test exact statements. Read with a pencil. Underline definitions, numbers and exceptions, and turn every paragraph into a possible question in your head. If the book says something happens <strong>"except in"</strong> a group, that exception is a likely question.</p>
<h2>Give diagrams the attention they deserve</h2>
<ul>
<li>Redraw important diagrams such as the nephron, the human heart, the structure of a flower and the stages of mitosis without looking.</li>
<li>Learn every label, because questions often ask which part performs which function.</li>
<li>Read the captions and the small boxes; they carry facts that appear in the paper.</li>
</ul>
<h2>Handle the high-weight units well</h2>
<p>Human Physiology, Genetics and Evolution, Ecology, Plant Physiology, Reproduction and Biotechnology together contribute a large share of the questions. Genetics needs practice, not just reading: solve cross problems, pedigree analysis and questions on the genetic code until they feel routine. Ecology and Biotechnology are short and very scoring, so keep them crisp in your notes.</p>
<h2>Use previous-year questions as a mirror</h2>
<p>After finishing a chapter, solve the NEET questions of the last ten years from that chapter. Mark each question with the NCERT line it came from. This habit shows you how examiners think and which parts of the chapter they favour.</p>
<h2>Revise in layers</h2>
<ul>
<li><strong>First reading:</strong> understand the concept and underline.</li>
<li><strong>Second reading:</strong> read only the underlined parts and your margin notes.</li>
<li><strong>Final weeks:</strong> read the summaries, tables and diagrams, and solve mixed question sets.</li>
</ul>
<p>Consistency beats intensity here. Forty-five minutes of focused Biology reading every day for a year will do more for your rank than a ten-hour marathon on a weekend.</p>`,
  },
  {
    slug: 'physics-for-neet-from-weak-to-scoring',
    title: 'Physics for NEET: Turning Your Weakest Subject into a Scoring One',
    contentHtml: `<p>Many aspirants call Physics their weakest subject, and the reason is usually the same: they read theory but do not solve enough problems. NEET Physics rewards a clear grip on concepts, a short list of formulas used confidently and, above all, speed that only comes from practice.</p>
<h2>Know where the marks are</h2>
<p>Chapters such as Mechanics, Current Electricity, Electrostatics, Modern Physics, Optics and Thermodynamics appear every year. Modern Physics, Semiconductors and Optics are comparatively short and give good returns for the time spent, so do not leave them for the last month.</p>
<h2>Learn concepts before formulas</h2>
<p>Before memorising a formula, make sure you can explain where it comes from and when it does not apply. Questions often test a condition, such as <strong>constant acceleration</strong> or an <strong>ideal gas</strong>, rather than the formula itself. Derive the important results once in your notebook; the derivation is the best memory aid.</p>
<h2>Practise in three rounds</h2>
<ul>
<li><strong>Round one:</strong> solved examples and the exercise questions of NCERT for each chapter.</li>
<li><strong>Round two:</strong> previous-year NEET questions of that chapter, timed at about one minute per question.</li>
<li><strong>Round three:</strong> mixed sets from several chapters so that you learn to recognise the concept quickly.</li>
</ul>
<h2>Keep an error log</h2>
<p>Every wrong answer belongs to one of three kinds: a concept you did not know, a calculation slip or a misread question. Write each one down with the correct idea in one line. Reading this log before every mock test removes repeated mistakes faster than any new book.</p>
<h2>Calculation habits that save time</h2>
<ul>
<li>Work with powers of ten and approximations; options are usually far apart.</li>
<li>Check units and dimensions to eliminate wrong options before calculating.</li>
<li>Memorise common values such as the squares up to thirty and standard trigonometric ratios.</li>
</ul>
<h2>Use negative marking wisely</h2>
<p>In Physics it is tempting to guess. Attempt a question when you can eliminate at least two options with reasons; otherwise mark it and come back later. A mentor can review your mock papers and show you whether your Physics problem is knowledge, speed or nerves, because each needs a different fix.</p>`,
  },
  {
    slug: 'smart-strategy-for-neet-chemistry',
    title: 'Physical, Organic, Inorganic: A Smart Strategy for NEET Chemistry',
    contentHtml: `<p>Chemistry is often the section that separates a good score from a great one. It has three very different parts, and each needs its own way of studying. Treating all of Chemistry the same way is the most common reason students plateau in it.</p>
<h2>Physical Chemistry: practise like Physics</h2>
<p>Mole concept, chemical equilibrium, thermodynamics, electrochemistry, chemical kinetics and solutions are numerical. Understand the concept, keep a formula sheet and solve problems every week. Do not postpone the <strong>mole concept</strong>; almost every numerical chapter depends on it.</p>
<h2>Organic Chemistry: understand the mechanisms</h2>
<ul>
<li>Start with General Organic Chemistry: inductive effect, resonance, hyperconjugation and the stability of intermediates.</li>
<li>Learn reactions through their mechanisms so that you can predict products instead of memorising hundreds of equations.</li>
<li>Make a reaction chart for named reactions and conversions, and revise it twice a week.</li>
<li>Practise conversion and sequence questions, which are favourites of the examiners.</li>
</ul>
<h2>Inorganic Chemistry: stay close to NCERT</h2>
<p>Inorganic questions in NEET follow the NCERT text very closely. Read the chapters on the p-block, d- and f-block elements, coordination compounds and chemical bonding line by line. Exceptions, colours, shapes and trends are asked directly, so keep <strong>tables of trends</strong> and revise them often rather than once.</p>
<h2>A weekly rhythm that works</h2>
<ul>
<li>Two sessions of Physical Chemistry numericals.</li>
<li>Two sessions of Organic reactions and mechanism practice.</li>
<li>Daily fifteen minutes of Inorganic reading from NCERT and your trend tables.</li>
<li>One timed set of mixed Chemistry questions at the end of the week.</li>
</ul>
<h2>Revision before the exam</h2>
<p>In the last month, Chemistry revision should be mostly your own material: the formula sheet, the reaction chart and the trend tables. Solve previous-year questions again and notice how often the same ideas return. Students who follow this split usually find that Chemistry becomes the fastest section of the paper, which leaves valuable extra minutes for Physics.</p>`,
  },
  {
    slug: 'mock-tests-and-analysis',
    title: 'Mock Tests and Analysis: The Habit That Separates Toppers',
    contentHtml: `<p>Taking mock tests is easy. Learning from them is what improves your score. Two students can write the same number of tests and end up ranks apart, because one treats each test as a score to feel good or bad about, and the other treats it as data.</p>
<h2>When to start</h2>
<p>Begin with chapter tests as soon as you finish a chapter. Start full-length tests once you have covered most of the syllabus, usually four to six months before the exam. In the final two months, take <strong>two or three full mocks a week</strong>, at the same time of day as the real exam, with a proper OMR sheet if possible.</p>
<h2>Treat every mock like the real exam</h2>
<ul>
<li>Sit at a desk, keep your phone in another room and use only the allowed time.</li>
<li>Follow a fixed order of sections, for example Biology first, then Chemistry, then Physics.</li>
<li>Fill the answer sheet as you go rather than at the end, exactly as you plan to do on exam day.</li>
</ul>
<h2>Analyse for longer than you tested</h2>
<p>A three-hour test deserves at least three hours of analysis. Go through every question, including the ones you got right, and put each into one of these groups:</p>
<ul>
<li><strong>Did not know the concept:</strong> go back to the chapter and your notes.</li>
<li><strong>Knew it but made a slip:</strong> add it to your error log.</li>
<li><strong>Guessed correctly:</strong> treat it as unknown, because it will not be lucky next time.</li>
<li><strong>Took too long:</strong> practise that question type for speed.</li>
</ul>
<h2>Watch the trends, not one score</h2>
<p>Plot your scores and your negative marks on a simple graph. A single bad test means little; three tests in a row with rising negative marks means your guessing strategy needs a change. Track accuracy by subject, too: it tells you where the next twenty marks will come from.</p>
<h2>Use the results to plan the next week</h2>
<p>Each analysis should end with two or three specific actions, such as revising the nephron diagram or solving thirty questions on rotational motion. Share your analysis with your mentor; someone who has been through the same tests can spot patterns that are hard to see from the inside.</p>`,
  },
  {
    slug: 'last-60-days-before-neet',
    title: 'The Last 60 Days Before NEET: A Revision Blueprint',
    contentHtml: `<p>The final two months are not the time to learn a large new topic. They are the time to make what you already know fast, accurate and reliable under pressure. Students gain many marks in this period simply by revising with a plan instead of panicking.</p>
<h2>Weeks one to four: the complete revision cycle</h2>
<ul>
<li>Divide the full syllabus across these four weeks so that every chapter is revised once.</li>
<li>For each chapter, read your short notes, then solve twenty to thirty previous-year questions.</li>
<li>Take two full-length mock tests each week and analyse them the same day or the next morning.</li>
</ul>
<h2>Weeks five to seven: strengthen and speed up</h2>
<p>Use your mock analysis to pick the ten chapters that cost you the most marks and revise them again. Read NCERT Biology one more time, focusing on <strong>diagrams, tables and summaries</strong>. Practise Physics and Physical Chemistry numericals in timed sets to keep your speed up.</p>
<h2>The final week: calm and light</h2>
<ul>
<li>Read only your own notes, formula sheet, reaction chart and error log.</li>
<li>Take one or two mocks early in the week, then stop testing so that your confidence stays steady.</li>
<li>Sleep at the same time every night and wake up at the time you will wake on exam day.</li>
</ul>
<h2>What to avoid</h2>
<p>Do not start a new reference book, do not compare your mock scores with friends every evening and do not sacrifice sleep for extra hours. A tired brain makes exactly the silly mistakes that negative marking punishes.</p>
<h2>Exam day checklist</h2>
<ul>
<li>Admit card, a valid photo identity card and the photographs required by the current NTA information bulletin.</li>
<li>Follow the dress code and reporting time in the bulletin; reach the centre early.</li>
<li>Plan the paper: attempt the questions you are sure of first, mark doubtful ones and return to them.</li>
</ul>
<p>Finally, remember that one exam does not define you. Go in with a plan, trust the work you have done for months and give each question your full attention, one at a time.</p>`,
  },
  {
    slug: 'stress-sleep-and-motivation-during-neet-preparation',
    title: 'Managing Stress, Sleep and Motivation During NEET Preparation',
    contentHtml: `<p>NEET preparation is a long journey, and the way you look after your mind and body decides how well you use the hours you study. Toppers are rarely the students who study the most hours; they are the ones who stay consistent for the whole year without burning out.</p>
<h2>Sleep is part of the syllabus</h2>
<p>Memory is consolidated during sleep. Cutting sleep to six hours or less reduces concentration and increases careless mistakes. Aim for <strong>seven to eight hours</strong> every night at fixed times. If you study late, move your whole schedule rather than stealing hours from sleep.</p>
<h2>Move your body every day</h2>
<ul>
<li>Walk, stretch, play a sport or do yoga for at least twenty to thirty minutes a day.</li>
<li>Take a five-minute break every hour of study to stand up and rest your eyes.</li>
<li>Eat regular, simple meals and drink enough water; long gaps without food hurt focus.</li>
</ul>
<h2>Handle stress before it grows</h2>
<p>Some anxiety is normal and even useful. It becomes a problem when it stops you from studying or sleeping. Write down what is worrying you and turn each worry into an action: a weak chapter becomes a revision slot, a low mock score becomes an analysis session. <strong>Talk to someone</strong> you trust, whether a parent, a friend, a teacher or your mentor. If you feel persistently low or hopeless, please reach out to a counsellor or a doctor; asking for help is a sign of strength.</p>
<h2>Keep motivation steady</h2>
<ul>
<li>Set weekly goals you control, such as chapters and questions, rather than only rank targets.</li>
<li>Celebrate small wins, like finishing a difficult chapter or reducing negative marks.</li>
<li>Limit social media, especially pages that compare scores; they rarely help.</li>
<li>Remind yourself why you want to become a doctor, and keep that reason visible on your desk.</li>
</ul>
<h2>Bad days are part of the process</h2>
<p>Everyone has days when nothing goes in. On such days, do something light but useful: revise flashcards, redraw diagrams or solve easy questions. Protect the habit, even if the output is small. Talking to a mentor who went through the same ups and downs a year or two ago can put a bad week into perspective quickly.</p>`,
  },
  {
    slug: 'making-your-second-neet-attempt-count',
    title: 'Dropper Year Guide: Making Your Second NEET Attempt Count',
    contentHtml: `<p>Taking a drop year to prepare again for NEET is a serious decision, and many successful doctors made it. A second attempt works when it is not a repeat of the first year but a corrected version of it. The first step is an honest look at what went wrong.</p>
<h2>Diagnose the first attempt</h2>
<ul>
<li>Was the syllabus incomplete, or was revision too thin?</li>
<li>Did you lose marks to negative marking, time pressure or exam-day nerves?</li>
<li>Which subject cost you the most compared with your target?</li>
</ul>
<p>Write the answers down. They become the design of your new plan.</p>
<h2>Structure the year</h2>
<p>Without school, days can drift. Give your year a structure similar to a job: fixed waking time, fixed study blocks and fixed breaks. Spend the <strong>first three months</strong> rebuilding weak chapters from NCERT, the next four months on full revision with topic-wise previous-year questions, and the remaining months on mock tests and analysis.</p>
<h2>Choose resources carefully</h2>
<p>A dropper already owns too many books. Pick one NCERT-based approach for each subject, one question bank and one test series, and finish them properly. Changing resources every month is a common trap that feels productive but wastes weeks.</p>
<h2>Protect your mental health</h2>
<ul>
<li>Stay in touch with friends and family; isolation makes a drop year much harder.</li>
<li>Keep one hobby or sport for short daily breaks.</li>
<li>Measure progress against your own earlier scores, not against others.</li>
</ul>
<h2>Use the advantage you have</h2>
<p>You have already seen the real exam. You know how the hall feels, how long three hours is and where your time went. Use this experience: practise the section order and time plan that would have helped you last year, and rehearse it in every mock. Many students find that a mentor who was a dropper themselves is especially useful, because they can share exactly how they structured their own second attempt and what they would change.</p>
<p>A drop year is not lost time. Done with discipline, it often gives students the depth and confidence that carry them through MBBS as well.</p>`,
  },
];
