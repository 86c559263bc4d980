# Expected values of packages/stats, computed with base R (no CRAN package needed).
# Regenerate the fixtures from the repository root with:
#   Rscript packages/stats/test/r/expected.R && npx prettier --write packages/stats/test/fixtures
# It writes packages/stats/test/fixtures/*.json, which the tests read; the tests do not
# need R. The data sets are made here (fixed seeds) and written into the fixtures too.

out_dir <- file.path("packages", "stats", "test", "fixtures")
dir.create(out_dir, showWarnings = FALSE, recursive = TRUE)

source(file.path("packages", "stats", "test", "r", "json.R"))
write_fixture <- function(name, value) write_json(file.path(out_dir, paste0(name, ".json")), value)

# --- Distribution functions -------------------------------------------------------------
write_fixture("distributions", list(
  pnorm = lapply(c(-3.1, -0.5, 0, 1.2, 2.7), function(x) list(x = x, p = pnorm(x))),
  qnorm = lapply(c(0.001, 0.05, 0.5, 0.95, 0.975), function(p) list(p = p, x = qnorm(p))),
  dbinom = lapply(list(c(5, 12, 1/3), c(0, 30, 1/2), c(17, 40, 1/3)), function(a) list(x = a[1], n = a[2], prob = a[3], p = dbinom(a[1], a[2], a[3]))),
  fUpper = lapply(list(c(3.2, 3, 20), c(0.4, 4, 35), c(30, 2, 10)), function(a) list(f = a[1], df1 = a[2], df2 = a[3], p = pf(a[1], a[2], a[3], lower.tail = FALSE))),
  chiSquareUpper = lapply(list(c(7.3, 3), c(0.5, 1), c(25, 6)), function(a) list(x = a[1], df = a[2], p = pchisq(a[1], a[2], lower.tail = FALSE))),
  studentizedRangeUpper = lapply(list(c(3.5, 4, 20), c(4.5, 6, 45), c(2.1, 3, 12), c(5.8, 5, 28)), function(a) list(q = a[1], ranges = a[2], df = a[3], p = ptukey(a[1], a[2], a[3], lower.tail = FALSE)))
))

# --- Discrimination -------------------------------------------------------------------------
source(file.path("packages", "stats", "test", "r", "thurstonian.R"))
discrimination_case <- function(method, correct, n) {
  p0 <- guessing[[method]]
  pc <- correct / n
  estimate <- d_prime(method, correct, n)
  d <- estimate$d; se <- estimate$se
  pd <- (pc - p0) / (1 - p0)
  list(method = method, correct = correct, n = n,
       pValue = binom.test(correct, n, p0, alternative = "greater")$p.value,
       dPrime = d, dPrimeSE = se,
       criticalCorrect = list("0.05" = critical(n, p0, 0.05), "0.01" = critical(n, p0, 0.01), "0.001" = critical(n, p0, 0.001)),
       pd = max(0, pd), pdUpper = min(1, pd + qnorm(0.95) * sqrt(pc * (1 - pc) / n) / (1 - p0)))
}
write_fixture("discrimination", list(
  psychometric = unlist(lapply(names(guessing), function(m) lapply(c(0, 0.5, 1, 2.5), function(d) list(method = m, d = d, pc = pc_of(m, d)))), recursive = FALSE),
  tests = list(
    discrimination_case("triangle", 12, 30), discrimination_case("triangle", 20, 30),
    discrimination_case("triangle", 8, 30), discrimination_case("triangle", 13, 24),
    discrimination_case("duoTrio", 15, 24), discrimination_case("duoTrio", 20, 24),
    discrimination_case("twoAfc", 30, 40), discrimination_case("twoAfc", 7, 12),
    discrimination_case("tetrad", 18, 36), discrimination_case("tetrad", 25, 36))
))

# --- Rank (Friedman) -----------------------------------------------------------------------
set.seed(8587)
ranks <- t(replicate(10, sample(1:4)))
scores <- matrix(sample(1:5, 9 * 4, replace = TRUE), nrow = 9)  # ties within judges
friedman_case <- function(m) {
  test <- friedman.test(m)
  list(blocks = lapply(seq_len(nrow(m)), function(i) m[i, ]),
       rankSums = colSums(t(apply(m, 1, rank))),
       statistic = unname(test$statistic), df = unname(test$parameter), pValue = test$p.value,
       lsd = qnorm(0.975) * sqrt(nrow(m) * ncol(m) * (ncol(m) + 1) / 6))
}
write_fixture("friedman", list(ranks = friedman_case(ranks), ties = friedman_case(scores)))

# --- Scales: descriptives, bins, ANOVA, Tukey HSD ---------------------------------------------
anova_rows <- function(fit) {
  a <- anova(fit)
  lapply(seq_len(nrow(a)), function(i) list(term = rownames(a)[i], df = a$Df[i], sumSq = a[["Sum Sq"]][i],
    meanSq = a[["Mean Sq"]][i], F = a[["F value"]][i], pValue = a[["Pr(>F)"]][i]))
}
observations <- function(d) lapply(seq_len(nrow(d)), function(i) list(value = d$value[i], product = as.character(d$product[i]), judge = as.character(d$judge[i])))

set.seed(11132)
# A hedonic test without repetitions: 5 products, 8 judges, 1-9.
hedonic <- expand.grid(product = paste0("P", 1:5), judge = sprintf("J%03d", 1:8), stringsAsFactors = TRUE)
hedonic$value <- pmin(9, pmax(1, round(5 + as.integer(hedonic$product) * 0.5 + rnorm(nrow(hedonic), 0, 1.5))))
hedonic_missing <- hedonic[-c(3, 17), ]
# A profile with repetitions: 4 products, 6 judges, 2 repetitions, line scale 0-10.
profile <- expand.grid(product = paste0("P", 1:4), judge = sprintf("J%03d", 1:6), repetition = 1:2, stringsAsFactors = TRUE)
judge_shift <- rnorm(6, 0, 0.8)
profile$value <- pmin(10, round(3 + as.integer(profile$product) * 1.1 + judge_shift[as.integer(profile$judge)] + rnorm(nrow(profile), 0, 0.9), 1))
profile$value[profile$judge == "J006"] <- pmin(10, round(8 - as.integer(profile$product[profile$judge == "J006"]) * 0.2 + rnorm(8, 0, 1.5), 1))
profile_missing <- profile[-c(5, 30, 41), ]
# Both repetitions of judge J002 on P3 missing: an empty product x judge cell (one df less).
profile_empty_cell <- profile[!(profile$judge == "J002" & profile$product == "P3"), ]
# One-way, unequal counts: TukeyHSD is then Tukey-Kramer.
one_way <- hedonic_missing

tukey_rows <- function(fit) {
  t <- TukeyHSD(aov(fit), "product")$product
  lapply(seq_len(nrow(t)), function(i) {
    pair <- strsplit(rownames(t)[i], "-")[[1]]
    list(first = pair[2], second = pair[1], difference = -t[i, "diff"], pValue = t[i, "p adj"])
  })
}
# Tukey with the product:judge mean square as error (judges random): ptukey directly.
tukey_judges_random <- function(d) {
  a <- anova(lm(value ~ product * judge, data = d))
  mse <- a["product:judge", "Mean Sq"]; dfe <- a["product:judge", "Df"]
  m <- tapply(d$value, d$product, mean); n <- tapply(d$value, d$product, length)
  k <- length(m); rows <- list()
  for (i in 1:(k - 1)) for (j in (i + 1):k) {
    q <- abs(m[i] - m[j]) / sqrt(mse / 2 * (1 / n[i] + 1 / n[j]))
    rows[[length(rows) + 1]] <- list(first = names(m)[i], second = names(m)[j], difference = unname(m[i] - m[j]),
      pValue = ptukey(unname(q), k, dfe, lower.tail = FALSE))
  }
  list(errorMeanSq = mse, errorDf = dfe, comparisons = rows)
}
by_product <- function(d, min, max) lapply(split(d$value, d$product), function(v) list(mean = mean(v), sd = sd(v), n = length(v),
  bins = hist(v, breaks = seq(min, max, length.out = 6), right = FALSE, include.lowest = TRUE, plot = FALSE)$counts))
product_vs_interaction <- function(d) {
  a <- anova(lm(value ~ product * judge, data = d))
  f <- a["product", "Mean Sq"] / a["product:judge", "Mean Sq"]
  list(F = f, df1 = a["product", "Df"], df2 = a["product:judge", "Df"], pValue = pf(f, a["product", "Df"], a["product:judge", "Df"], lower.tail = FALSE))
}
write_fixture("scales", list(
  hedonic = list(observations = observations(hedonic), anova = anova_rows(lm(value ~ product + judge, data = hedonic)),
                 tukey = tukey_rows(lm(value ~ product + judge, data = hedonic)), byProduct = by_product(hedonic, 1, 9)),
  hedonicMissing = list(observations = observations(hedonic_missing), anova = anova_rows(lm(value ~ product + judge, data = hedonic_missing))),
  profile = list(observations = observations(profile), anova = anova_rows(lm(value ~ product * judge, data = profile)),
                 productVsInteraction = product_vs_interaction(profile),
                 tukeyResidual = tukey_rows(lm(value ~ product * judge, data = profile)),
                 tukeyJudgesRandom = tukey_judges_random(profile), byProduct = by_product(profile, 0, 10)),
  profileMissing = list(observations = observations(profile_missing), anova = anova_rows(lm(value ~ product * judge, data = profile_missing)),
                        productVsInteraction = product_vs_interaction(profile_missing)),
  profileEmptyCell = list(observations = observations(profile_empty_cell), anova = anova_rows(lm(value ~ product * judge, data = profile_empty_cell))),
  oneWayUnequal = list(observations = observations(one_way), anova = anova_rows(lm(value ~ product, data = one_way)),
                       tukey = tukey_rows(lm(value ~ product, data = one_way)))
))

# --- Panel performance (ISO 11132) -------------------------------------------------------------
panel_means <- tapply(profile$value, profile$product, mean)
write_fixture("panel", list(observations = observations(profile), judges = lapply(levels(profile$judge), function(j) {
  own <- droplevels(profile[profile$judge == j, ])
  a <- anova(lm(value ~ product, data = own))
  list(judge = j, F = a["product", "F value"], pValue = a["product", "Pr(>F)"],
       repeatability = sqrt(a["Residuals", "Mean Sq"]),
       agreement = cor(tapply(own$value, own$product, mean), panel_means))
})))

# --- JAR penalty analysis ------------------------------------------------------------------------
set.seed(63)
jar <- data.frame(jar = sample(1:5, 40, replace = TRUE, prob = c(0.1, 0.2, 0.4, 0.2, 0.1)))
jar$liking <- pmin(9, pmax(1, round(7 - 1.2 * abs(jar$jar - 3) + rnorm(40, 0, 1))))
level <- function(rows) list(proportion = sum(rows) / nrow(jar),
  meanDrop = mean(jar$liking[jar$jar == 3]) - mean(jar$liking[rows]))
below <- level(jar$jar < 3); above <- level(jar$jar > 3)
write_fixture("jar", list(centre = 3, answers = lapply(seq_len(nrow(jar)), function(i) list(jar = jar$jar[i], liking = jar$liking[i])),
  tooLittle = c(below, weightedPenalty = below$meanDrop * below$proportion),
  justRight = list(proportion = mean(jar$jar == 3)),
  tooMuch = c(above, weightedPenalty = above$meanDrop * above$proportion)))

# --- CATA: Cochran's Q ------------------------------------------------------------------------------
set.seed(4)
cata <- sapply(c(0.2, 0.5, 0.7), function(p) rbinom(14, 1, p))
cochran <- function(x) {
  k <- ncol(x); cj <- colSums(x); ri <- rowSums(x); n <- sum(x)
  q <- (k - 1) * (k * sum(cj^2) - n^2) / (k * n - sum(ri^2))
  list(statistic = q, df = k - 1, pValue = pchisq(q, k - 1, lower.tail = FALSE))
}
write_fixture("cochran", c(list(blocks = lapply(seq_len(nrow(cata)), function(i) cata[i, ])), cochran(cata)))

# --- Temporal methods: TDS, TCATA, time-intensity -------------------------------------------
# The data sets are drawn here: each evaluation a sequence of (attribute, start, end) in
# seconds; the curves and parameters follow the definitions in src/temporal.ts, written
# again in base R from the papers (Pineau et al. 2009; Castura et al. 2016).
set.seed(17)
tds_attributes <- c("sweet", "sour", "bitter", "fruity")
draw_tds <- function() {
  t <- round(runif(1, 0.5, 3), 3); out <- list()
  while (length(out) < 6) {
    e <- round(t + runif(1, 1, 8), 3)
    out[[length(out) + 1]] <- list(attribute = sample(tds_attributes, 1), start = t, end = e)
    t <- e + if (runif(1) < 0.3) round(runif(1, 0, 1), 3) else 0
  }
  list(intervals = out, duration = round(out[[length(out)]]$end + runif(1, 0, 2), 3))
}
tds_evaluations <- lapply(1:7, function(i) draw_tds())
tds_curves <- function(evaluations, attributes, points = 101, alpha = 0.05) {
  times <- (0:(points - 1)) / (points - 1)
  counts <- matrix(0, length(attributes), points)
  for (ev in evaluations) {
    starts <- sapply(ev$intervals, `[[`, "start"); ends <- sapply(ev$intervals, `[[`, "end")
    at <- starts[1] + times * (ends[length(ends)] - starts[1])
    for (p in seq_along(at)) {
      hit <- which(starts <= at[p] & (at[p] < ends | (seq_along(ends) == length(ends) & at[p] <= ends)))[1]
      if (!is.na(hit)) {
        row <- match(ev$intervals[[hit]]$attribute, attributes)
        counts[row, p] <- counts[row, p] + 1
      }
    }
  }
  n <- length(evaluations); p0 <- 1 / length(attributes)
  list(times = times, curves = lapply(seq_along(attributes), function(r) list(attribute = attributes[r], proportions = counts[r, ] / n)),
       evaluations = n, chance = p0, significance = p0 + qnorm(1 - alpha) * sqrt(p0 * (1 - p0) / n))
}
draw_tcata <- function() {
  duration <- round(runif(1, 15, 25), 3)
  intervals <- list()
  for (a in tds_attributes) {
    t <- round(runif(1, 0, 5), 3)
    while (t < duration - 1) {
      e <- min(duration, round(t + runif(1, 1, 6), 3))
      intervals[[length(intervals) + 1]] <- list(attribute = a, start = t, end = e)
      t <- round(e + runif(1, 1, 5), 3)
    }
  }
  starts <- sapply(intervals, `[[`, "start")
  list(intervals = intervals[order(starts)], duration = duration)
}
tcata_evaluations <- lapply(1:6, function(i) draw_tcata())
tcata_curves <- function(evaluations, attributes, step = 0.5) {
  durations <- sapply(evaluations, `[[`, "duration")
  times <- (0:floor(max(durations) / step + 1e-9)) * step
  list(times = times, evaluations = length(evaluations), curves = lapply(attributes, function(a) list(attribute = a, proportions = sapply(times, function(t) {
    running <- Filter(function(ev) t <= ev$duration, evaluations)
    if (length(running) == 0) return(0)
    mean(sapply(running, function(ev) any(sapply(ev$intervals, function(i) i$attribute == a && i$start <= t && t < i$end))))
  }))))
}
ti_readings <- local({
  time <- seq(0, 30, by = 0.1)
  value <- pmax(0, 8 * (time / 6) * exp(1 - time / 6) + rnorm(length(time), 0, 0.2))
  value[time > 27] <- 0
  data.frame(time = time, value = round(pmin(10, value), 2))
})
ti_parameters <- function(r, floor = 0) {
  peak <- which.max(r$value)
  area <- sum(diff(r$time) * ((r$value[-1] - floor) + (r$value[-nrow(r)] - floor)) / 2)
  perceived <- r$time[r$value > floor]
  high <- r$time[r$value - floor >= 0.9 * (r$value[peak] - floor)]
  list(imax = r$value[peak], tmax = r$time[peak], area = area,
       duration = max(perceived) - min(perceived), plateau = max(high) - min(high))
}
write_fixture("temporal", list(
  tds = list(attributes = tds_attributes, evaluations = tds_evaluations, expected = tds_curves(tds_evaluations, tds_attributes)),
  tcata = list(attributes = tds_attributes, evaluations = tcata_evaluations, expected = tcata_curves(tcata_evaluations, tds_attributes)),
  ti = list(readings = lapply(seq_len(nrow(ti_readings)), function(i) list(time = ti_readings$time[i], value = ti_readings$value[i])), expected = ti_parameters(ti_readings))
))
