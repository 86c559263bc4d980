# Expected values of the analysis of incomplete blocks (each judge scores K of T products):
# the intra-block ANOVA anova(lm(value ~ judge + product)) (judge first, with judge:product
# when judges scored their products more than once), the adjusted (least-squares) means
# emmeans(lm(value ~ judge + product), "product") and their Tukey comparisons
# pairs(..., adjust = "tukey"), and the Durbin test of ranks on incomplete blocks by
# Conover's formula (as PMCMRplus::durbinTest, which this script does not need).
# Needs r-cran-emmeans. Regenerate from the repository root with:
#   Rscript packages/stats/test/r/incomplete.R && npx prettier --write packages/stats/test/fixtures/incomplete.json
suppressMessages(library(emmeans))
source(file.path("packages", "stats", "test", "r", "json.R"))

# The cyclic (7, 3, 1) design: blocks {0, 1, 3} + i mod 7, twice over (14 judges).
blocks <- lapply(0:13, function(i) (c(0, 1, 3) + i) %% 7)
products <- LETTERS[1:7]
effects <- c(A = 0, B = 0.8, C = -0.5, D = 1.6, E = 0.2, F = -1.1, G = 0.6)

make_scores <- function(seed, replicates) {
  set.seed(seed)
  rows <- do.call(rbind, lapply(seq_along(blocks), function(j) {
    judge <- sprintf("J%02d", j)
    bias <- rnorm(1, 0, 1)
    do.call(rbind, lapply(seq_len(replicates), function(r) {
      data.frame(judge = judge, product = products[blocks[[j]] + 1],
                 value = round(5 + bias + effects[products[blocks[[j]] + 1]] + rnorm(3, 0, 0.8), 1))
    }))
  }))
  rownames(rows) <- NULL
  rows
}

anova_rows <- function(fit) {
  table <- anova(fit)
  lapply(seq_len(nrow(table)), function(i) list(
    term = trimws(rownames(table)[i]), df = table$Df[i], sumSq = table$`Sum Sq`[i],
    meanSq = table$`Mean Sq`[i], F = table$`F value`[i], pValue = table$`Pr(>F)`[i]))
}

scale_case <- function(name, data) {
  data$judge <- factor(data$judge)
  data$product <- factor(data$product)
  repeated <- anyDuplicated(data[, c("judge", "product")]) > 0
  full <- if (repeated) lm(value ~ judge + product + judge:product, data) else lm(value ~ judge + product, data)
  additive <- lm(value ~ judge + product, data)
  means <- summary(emmeans(additive, "product"))
  comparisons <- summary(pairs(emmeans(additive, "product"), adjust = "tukey"))
  list(
    name = name,
    observations = lapply(seq_len(nrow(data)), function(i) list(
      value = data$value[i], product = as.character(data$product[i]), judge = as.character(data$judge[i]))),
    anova = anova_rows(full),
    adjustedMeans = setNames(lapply(seq_len(nrow(means)), function(i) means$emmean[i]), as.character(means$product)),
    residualDf = df.residual(additive),
    tukey = lapply(seq_len(nrow(comparisons)), function(i) {
      pair <- strsplit(as.character(comparisons$contrast[i]), " - ")[[1]]
      list(first = pair[1], second = pair[2], difference = comparisons$estimate[i],
           standardError = comparisons$SE[i], pValue = comparisons$p.value[i])
    })
  )
}

once <- make_scores(27, 1)
twice <- make_scores(28, 2)
# A judge who left one sample unscored: the design is no longer balanced.
missing_one <- make_scores(29, 1)[-5, ]

# Durbin's test (Conover 1999, as PMCMRplus::durbinTest): ranks within each block of k,
# R_j the rank sums, r_j each product's count;
#   T1 = (t − 1) Σ (R_j − r_j (k + 1)/2)² / (A − C),  A = Σ rank², C = b k (k + 1)² / 4,
# χ² on t − 1 degrees of freedom.
durbin_case <- function(name, seed, ties) {
  set.seed(seed)
  data <- do.call(rbind, lapply(seq_along(blocks), function(j) {
    score <- effects[products[blocks[[j]] + 1]] + rnorm(3, 0, 1)
    if (ties && j %% 4 == 0) score[2] <- score[1]
    data.frame(judge = sprintf("J%02d", j), product = products[blocks[[j]] + 1], rank = rank(score))
  }))
  k <- 3; b <- length(blocks); t <- length(products)
  sums <- tapply(data$rank, data$product, sum)
  counts <- tapply(data$rank, data$product, length)
  A <- sum(data$rank^2)
  C <- b * k * (k + 1)^2 / 4
  statistic <- (t - 1) * sum((sums - counts * (k + 1) / 2)^2) / (A - C)
  list(name = name,
       blocks = lapply(split(data, data$judge), function(d) list(products = as.character(d$product), ranks = d$rank)),
       statistic = statistic, df = t - 1, pValue = pchisq(statistic, t - 1, lower.tail = FALSE))
}

write_json(file.path("packages", "stats", "test", "fixtures", "incomplete.json"), list(
  scales = list(scale_case("bibd 7/3, 14 judges", once), scale_case("bibd 7/3, two repetitions", twice),
                scale_case("bibd 7/3, one score missing", missing_one)),
  durbin = list(durbin_case("bibd 7/3", 31, FALSE), durbin_case("bibd 7/3 with ties", 32, TRUE))
))
