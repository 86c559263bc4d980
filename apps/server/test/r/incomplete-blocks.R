# The answers that apps/server/test/incomplete-blocks.test.ts gives through the API to a
# publication serving 3 of 7 products to each of 14 judges, and R's intra-block analysis of
# them: anova(lm(value ~ judge + product)), the adjusted means emmeans(fit, "product") and
# pairs(emmeans(fit, "product"), adjust = "tukey").
# Products are the design's symbols A…G (symbol 0…6): the test maps each to the product
# the publication drew for it. Judge J001 is the first to start (design row 0), who is
# served block {0, 1, 3}; row i the cyclic (7, 3, 1) design's block {0, 1, 3} + i mod 7.
# Needs r-cran-emmeans. Regenerate from the repository root with:
#   Rscript apps/server/test/r/incomplete-blocks.R && npx prettier --write apps/server/test/r/incomplete-blocks.json
suppressMessages(library(emmeans))
source(file.path("packages", "stats", "test", "r", "json.R"))

set.seed(2027)
symbols <- LETTERS[1:7]
effects <- c(A = 0, B = 1.2, C = -0.7, D = 2.1, E = 0.3, F = -1.4, G = 0.9)
d <- do.call(rbind, lapply(0:13, function(row) {
  served <- symbols[(c(0, 1, 3) + row) %% 7 + 1]
  bias <- rnorm(1, 0, 1)
  data.frame(judge = sprintf("J%03d", row + 1), product = served,
             value = pmin(10, pmax(0, round(5 + bias + effects[served] + rnorm(3, 0, 0.8), 1))))
}))
d$judge <- factor(d$judge)
d$product <- factor(d$product)

fit <- lm(value ~ judge + product, data = d)
table <- anova(fit)
means <- summary(emmeans(fit, "product"))
comparisons <- summary(pairs(emmeans(fit, "product"), adjust = "tukey"))

write_json(file.path("apps", "server", "test", "r", "incomplete-blocks.json"), list(
  answers = lapply(seq_len(nrow(d)), function(i) list(
    judge = as.character(d$judge[i]), symbol = as.character(d$product[i]), value = d$value[i])),
  expected = list(
    anova = lapply(seq_len(nrow(table)), function(i) list(
      term = trimws(rownames(table)[i]), df = table$Df[i], sumSq = table$`Sum Sq`[i],
      meanSq = table$`Mean Sq`[i], F = table$`F value`[i], pValue = table$`Pr(>F)`[i])),
    adjustedMeans = setNames(lapply(seq_len(nrow(means)), function(i) means$emmean[i]), as.character(means$product)),
    tukey = lapply(seq_len(nrow(comparisons)), function(i) {
      pair <- strsplit(as.character(comparisons$contrast[i]), " - ")[[1]]
      list(first = pair[1], second = pair[2], difference = comparisons$estimate[i], pValue = comparisons$p.value[i])
    })
  )
))
